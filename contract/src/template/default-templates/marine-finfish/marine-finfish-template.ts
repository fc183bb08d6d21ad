import { bands } from '../band-notation.ts';
import { buildDefaultTemplate, single, type SectionDraft } from '../build.ts';
import { diseaseStep } from '../common/disease.ts';
import { biosecurityStep, escapesStep, healthPlanStep, mortalityStep } from '../common/finfish.ts';
import { governanceSection } from '../common/governance.ts';
import { densityStep, feedingStep, harvestStep, summaryStep } from '../common/husbandry.ts';
import { certificationStep, netsStep, seaPenPlans, stormStep } from '../common/sea-site.ts';
import { algaeStep, oxygenStep, predatorsStep, seabedStep, temperatureStep } from '../common/sea-water.ts';
import { pensAndBargeSteps } from '../salmonid/engineering.ts';

export const MARINE_FINFISH_TEMPLATE_NAME = 'Aquarisk Marine Finfish Audit';

const animalHealth: SectionDraft = {
  name: 'Animal Health',
  description: 'Fish health planning, mortality, gill parasites, listed diseases and medicines, and biosecurity.',
  steps: [
    healthPlanStep({
      vaccination: 'Was the current stock vaccinated at the hatchery (e.g. vibriosis, photobacteriosis, nodavirus for sea bass)?',
      vaccinationNa: true,
      vaccinationGuidance:
        'Check the hatchery’s vaccination certificate for each batch stocked. Answer N/A for species without a commercial vaccine.',
      arrivalWeight: { text: 'Average weight of the juveniles at stocking (g)', sample: { good: 12, average: 6, poor: 2.5 } },
    }),
    mortalityStep({
      monthly: bands('0:1:3 | 1:2:2 | 2:4:1 | 4::0'),
      cycle: bands('0:8:4 | 8:15:3 | 15:25:2 | 25:35:1 | 35::0'),
      monthlySample: { good: 0.6, average: 1.5, poor: 4.5 },
      cycleSample: { good: 7, average: 16, poor: 38 },
      cycleRule: 'mortality.cycle.finfish',
      cycleGuidance:
        'Sea bream and sea bass cycles commonly lose 10–20% of the fish stocked; winter disease and parasite outbreaks push that higher.',
    }),
    {
      title: 'Gill and skin parasites',
      description: 'Checks for Sparicotyle, Amyloodinium and other parasites, and what is done about them.',
      questions: [
        single('How often are gills checked for parasites (e.g. Sparicotyle chrysophrii in sea bream)?', [
          ['Monthly, on sampled fish from every cage', 3],
          ['Quarterly', 2],
          ['Only when fish are sick', 0],
        ]),
        single(
          'Parasite load at the last gill check',
          [
            ['Parasites absent or at background level', 3],
            ['Moderate load, treated or nets changed', 2],
            ['Heavy load with gill damage', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
      ],
    },
    diseaseStep({
      pathogens: [
        'Viral nervous necrosis (betanodavirus)',
        'Red sea bream iridoviral disease (RSIV)',
        'Photobacteriosis (Photobacterium damselae subsp. piscicida)',
        'Vibriosis',
        'Enteromyxum leei',
        'Another disease notifiable under national law',
      ],
      medicines: true,
      cappedByNotification: true,
    }),
    biosecurityStep('Farms in one bay share pathogens and parasites; coordinated stocking and fallowing matter more the closer they are.'),
  ],
};

const environment: SectionDraft = {
  name: 'Environment',
  description: 'Oxygen, temperature and marine heatwaves, algae and jellyfish, the seabed, escapes and stock, predators.',
  steps: [
    oxygenStep({
      oxygenGuidance: 'Sea bream and sea bass stay well fed and healthy above about 70% saturation; warm water holds less oxygen.',
      lowestSaturation: { good: 84, average: 66, poor: 42 },
      oxygenRange: { good: [5.6, 8.4], average: [4.4, 8.1], poor: [2.8, 7.9] },
      salinityRange: { good: [37.2, 38.6], average: [35.5, 38.8], poor: [30.5, 39.2] },
    }),
    temperatureStep({
      rangeBands: bands('-2:10:0 | 10:13:2 | 13:27:3 | 27:29:2 | 29::0'),
      rangeGuidance: 'Sea bream suffer "winter disease" below about 13 °C; both species stress above 27–28 °C in marine heatwaves.',
      rangeSample: { good: [14.2, 25.8], average: [12.6, 27.6], poor: [9.4, 29.8] },
      hotDays: {
        threshold: 28,
        guidance: 'Marine heatwaves raise mortality, parasite loads and oxygen demand at once.',
        sample: { good: 0, average: 6, poor: 34 },
      },
    }),
    algaeStep(),
    seabedStep(),
    escapesStep({
      reportingGuidance: 'Escapes must be reported to the competent authority at once (e.g. within 24 hours in most EU Member States).',
    }),
    predatorsStep([
      ['Well-tensioned, maintained nets', 2],
      ['Predator nets or anti-predator mesh below the cages', 2],
      ['Bird nets on every cage', 2],
      ['Acoustic deterrent devices (licensed where required)', 1],
      ['Lethal control', 0],
    ]),
  ],
};

export const marineFinfishTemplate = buildDefaultTemplate(MARINE_FINFISH_TEMPLATE_NAME, 'MARINE_FINFISH', [
  animalHealth,
  environment,
  {
    name: 'Engineering',
    description: 'Site certification, nets, moorings and cages, the feed barge and power, and storm preparedness.',
    steps: [certificationStep(), netsStep(), ...pensAndBargeSteps(), stormStep()],
  },
  governanceSection({
    licensedMeasure: 'standing biomass',
    schemes: 'ASC or BAP',
    perils: [
      'Storm or structural failure',
      'Disease or parasites',
      'Harmful algae',
      'Jellyfish',
      'Marine heatwave or low oxygen',
      'Predators (e.g. bluefin tuna, dolphins, birds)',
      'Escape',
      'Theft or vandalism',
    ],
    plans: seaPenPlans('fire on the feed barge or vessels'),
  }),
  {
    name: 'Husbandry',
    description: 'Feeding and feed conversion, stocking density and handling, harvest welfare and the audit summary.',
    steps: [
      feedingStep({
        fcrBands: bands('0.3:1.5:3 | 1.5:1.8:2 | 1.8:2.2:1 | 2.2::0'),
        fcrGuidance:
          'Sea bream and sea bass reach an eFCR of about 1.5–1.8 in well-run cages; above 2.2 feed is being wasted or fish are lost unrecorded.',
        fcrSample: { good: 1.45, average: 1.75, poor: 2.4 },
      }),
      densityStep({
        densityGuidance:
          'Sea cage densities for sea bream and sea bass are commonly 10–20 kg/m³; above 25 kg/m³ caps the audit at MODERATE HIGH.',
        densitySample: { good: 13, average: 18, poor: 24 },
        weightRange: { good: [180, 420], average: [90, 400], poor: [15, 380] },
      }),
      harvestStep({ text: 'Average harvest weight (kg)', sample: { good: 0.42, average: 0.38, poor: 0.33 } }),
      summaryStep(),
    ],
  },
]);
