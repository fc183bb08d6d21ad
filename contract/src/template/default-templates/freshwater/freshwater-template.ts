import { ask, buildDefaultTemplate, days, measure, multi, single, yesNo, type SectionDraft } from '../build.ts';
import { diseaseStep } from '../common/disease.ts';
import { biosecurityStep, escapesStep, healthPlanStep, mortalityStep } from '../common/finfish.ts';
import { governanceSection } from '../common/governance.ts';
import { feedingStep, harvestStep, summaryStep } from '../common/husbandry.ts';

export const FRESHWATER_TEMPLATE_NAME = 'Aquarisk Freshwater Ponds and RAS Audit';

const animalHealth: SectionDraft = {
  name: 'Animal Health',
  description: 'Fish health planning, mortality, listed diseases and medicines, and biosecurity.',
  steps: [
    healthPlanStep({
      vaccination: 'Was the current stock vaccinated where a vaccine exists (e.g. yersiniosis in trout, streptococcosis in tilapia)?',
      vaccinationGuidance: 'Check the hatchery’s vaccination records. Answer N/A when no vaccine is used for the species and its diseases.',
      arrivalWeight: { text: 'Average weight of the fingerlings at stocking (g)', sample: { good: 25, average: 10, poor: 3 } },
    }),
    mortalityStep({
      monthly: [
        [0, 1, 3],
        [1, 2, 2],
        [2, 4, 1],
        [4, null, 0],
      ],
      cycle: [
        [0, 5, 4],
        [5, 10, 3],
        [10, 20, 2],
        [20, 30, 1],
        [30, null, 0],
      ],
      monthlySample: { good: 0.5, average: 1.6, poor: 4.8 },
      cycleSample: { good: 4, average: 14, poor: 34 },
      cycleRule: 'mortality.cycle.finfish',
      cycleGuidance:
        'Well-run trout, tilapia and barramundi grow-out loses under 10 % of the fish stocked; ponds exposed to birds and heat lose more.',
    }),
    diseaseStep({
      pathogens: [
        'Viral haemorrhagic septicaemia (VHS)',
        'Infectious haematopoietic necrosis (IHN)',
        'Koi herpesvirus disease (KHV)',
        'Spring viraemia of carp (SVC)',
        'Epizootic ulcerative syndrome (Aphanomyces invadans)',
        'Tilapia lake virus (TiLV)',
        'Streptococcosis (Streptococcus iniae or S. agalactiae)',
        'Another disease notifiable under national law',
      ],
      medicines: true,
    }),
    biosecurityStep('Farms on one river or catchment share water and pathogens; a farm downstream of another carries its risk.'),
  ],
};

const environment: SectionDraft = {
  name: 'Environment',
  description: 'The production system and water source, water quality, temperature, flood and drought, effluent, escapes and stock.',
  steps: [
    {
      title: 'System and water source',
      description: 'What kind of farm this is and where its water comes from.',
      questions: [
        single(
          'Production system',
          [
            ['Recirculating aquaculture system (RAS)', 0],
            ['Flow-through raceways or tanks', 0],
            ['Earthen or lined ponds', 0],
            ['Cages in a lake or reservoir', 0],
          ],
          {
            guidance: 'Informational: the system decides which questions below apply (answer N/A where one does not).',
            sample: { good: 0, average: 0, poor: 2 },
          },
        ),
        single(
          'Water source',
          [
            ['Borehole or spring, protected from surface water', 3],
            ['River or lake intake with screening and disinfection (UV or ozone)', 2],
            ['River or lake intake without treatment', 1],
            ['Shared or uncontrolled source (e.g. irrigation canal)', 0],
          ],
          { sample: { average: 1, poor: 3 } },
        ),
        yesNo('Is the water abstraction licensed for the volume the farm uses?', { yes: 3, no: 0 }),
      ],
    },
    {
      title: 'Water quality',
      description: 'Oxygen, ammonia and pH: what is measured, how often, and the worst values of the year.',
      questions: [
        single(
          'How is dissolved oxygen monitored?',
          [
            ['Continuous sensors in every unit, with alarms to staff', 4],
            ['Continuous sensors in some units', 3],
            ['Daily manual readings', 2],
            ['Occasional manual readings', 0],
          ],
          { sample: { average: 2, poor: 3 } },
        ),
        measure(
          'FLOAT',
          'Lowest dissolved oxygen in the last 12 months (% saturation)',
          [
            [0, 30, 0, 'MODERATE_HIGH'],
            [30, 50, 0],
            [50, 60, 1],
            [60, 70, 2],
            [70, null, 3],
          ],
          {
            units: 'PERCENT_SATURATION',
            bounds: { min: 0, max: 300 },
            ruleKey: 'oxygen.lowestSaturation',
            guidance:
              "Thresholds follow the farm's species (shown with the results): trout below 50 % and tilapia below 25 % cap the audit at MODERATE HIGH; for other species below 30 %.",
            sample: { good: 82, average: 62, poor: 38 },
          },
        ),
        measure(
          'FLOAT',
          'Lowest dissolved oxygen in the last 12 months (mg/l)',
          [
            [0, 2, 0, 'MODERATE_HIGH'],
            [2, 3, 0],
            [3, 4, 1],
            [4, 5, 2],
            [5, null, 3],
          ],
          {
            units: 'MG_L',
            bounds: { min: 0, max: 25 },
            ruleKey: 'oxygen.lowestMgL',
            guidance:
              'The same lowest reading as above, in mg/l. Trout need at least 5 mg/l, tilapia 2 mg/l; for other species below 2 mg/l caps the audit at MODERATE HIGH.',
            sample: { good: 8.4, average: 6.2, poor: 3.6 },
          },
        ),
        measure(
          'FLOAT',
          'Highest un-ionised ammonia (NH3-N) in the last 12 months',
          [
            [0, 0.02, 3],
            [0.02, 0.05, 2],
            [0.05, 0.1, 1],
            [0.1, null, 0],
          ],
          {
            units: 'MG_L',
            bounds: { min: 0, max: 10 },
            ruleKey: 'water.ammonia',
            guidance:
              'Calculate from total ammonia, pH and temperature. Keep below 0.02 mg/l for salmonids; warm-water species tolerate a little more.',
            sample: { good: 0.01, average: 0.04, poor: 0.14 },
          },
        ),
        measure(
          'FLOAT_RANGE',
          'pH range over the last 12 months',
          [
            [0, 6, 0],
            [6, 6.5, 1],
            [6.5, 8.5, 3],
            [8.5, 9, 1],
            [9, null, 0],
          ],
          {
            bounds: { min: 0, max: 14 },
            ruleKey: 'water.ph',
            guidance: 'Most farmed freshwater fish do well at pH 6.5–8.5. A range scores by its worse end.',
            sample: { good: [6.9, 7.8], average: [6.3, 8.2], poor: [5.8, 9.2] },
          },
        ),
        yesNo('Are there written water-quality action limits (e.g. for low oxygen and high ammonia)?', { yes: 3, no: 0 }),
      ],
    },
    {
      title: 'Temperature, flood and drought',
      description: 'Temperature stress, flooding of the site and the water supply in a dry summer.',
      questions: [
        ask('FLOAT_RANGE', 'Water temperature range over the last 12 months (°C)', {
          units: 'CELSIUS',
          bounds: { min: -2, max: 40 },
          sample: { good: [8.5, 17.2], average: [5.5, 20.5], poor: [2.1, 24.8] },
        }),
        days(
          'Days outside the optimal temperature range of the species in the last 12 months',
          [
            [0, 8, 3],
            [8, 31, 2],
            [31, 91, 1],
            [91, null, 0],
          ],
          {
            ruleKey: 'temperature.hotDays',
            guidance:
              'Optimal ranges: rainbow trout about 10–18 °C, tilapia 25–30 °C, barramundi 26–32 °C. RAS usually hold the range all year.',
            sample: { good: 3, average: 20, poor: 95 },
          },
        ),
        single(
          'Flood exposure of the site',
          [
            ['Outside the 1-in-100-year flood zone', 3],
            ['In the flood zone, protected by banks or walls built to that flood', 2],
            ['In the flood zone without protection', 0],
          ],
          {
            ruleKey: 'site.flood',
            guidance: 'Check the public flood maps. A flooded pond or tank hall loses its stock and releases fish into the wild.',
            sample: { average: 1, poor: 2 },
          },
        ),
        yesNo('Is there enough water for the stock through a dry summer (licensed volume or reserve)?', { yes: 3, no: 0 }),
      ],
    },
    {
      title: 'Effluent',
      description: 'Treatment of the water and sludge that leave the farm.',
      questions: [
        yesNo(
          'Does the farm hold a discharge permit for its effluent?',
          { yes: 3, no: 0, capNo: 'MODERATE_HIGH' },
          {
            guidance: 'Discharging without a permit breaks water law and can close the farm: the audit is capped at MODERATE HIGH.',
          },
        ),
        single(
          'How is effluent treated before it leaves the farm?',
          [
            ['Drum filters or settlement with sludge collection, meeting the permit', 3],
            ['Settlement ponds only', 2],
            ['No treatment', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
        yesNo('Did the last 12 months of effluent samples meet the permit limits?', { yes: 3, no: 0 }),
      ],
    },
    escapesStep({
      reportingGuidance:
        'Escapes from ponds and raceways (floods, overflows, broken screens) must be reported to the competent authority at once; non-native species such as tilapia are invasive in many rivers.',
    }),
  ],
};

const engineering: SectionDraft = {
  name: 'Engineering',
  description: 'Backup power and oxygen, alarms, pumps and filtration, and the ponds, tanks and screens.',
  steps: [
    {
      title: 'Backup power and oxygen',
      description: 'What keeps the fish alive when the power fails.',
      questions: [
        yesNo(
          'Does backup power start automatically, within the time the stock survives without pumps or aeration?',
          { yes: 5, no: 0, capNo: 'HIGH' },
          {
            na: true,
            guidance:
              'In a RAS at peak biomass fish can die within minutes of a power cut. Without automatic backup the audit is capped at HIGH. Answer N/A only for extensive ponds without any powered aeration or pumping.',
            sample: { capped: 'NO' },
          },
        ),
        measure(
          'INTEGER',
          'Minutes the stock survives without power at peak biomass (from the oxygen budget)',
          [
            [0, 15, 0],
            [15, 60, 1],
            [60, 240, 2],
            [240, null, 3],
          ],
          { bounds: { min: 0, max: 100_000 }, ruleKey: 'power.survivalMinutes', sample: { good: 300, average: 90, poor: 12 } },
        ),
        yesNo('Is there an emergency oxygen supply (liquid oxygen or cylinders with diffusers) for every tank or pond?', { yes: 3, no: 0 }),
        yesNo('Is the backup generator tested under load at least monthly?', { yes: 3, no: 0 }, { na: true }),
        multi(
          'Which alarms reach staff on call?',
          [
            ['Low oxygen', 2],
            ['Power failure', 2],
            ['Water level or flow', 1],
            ['Temperature', 1],
            ['Carbon dioxide or pH', 1],
          ],
          6,
        ),
      ],
    },
    {
      title: 'Pumps and filtration',
      description: 'Recirculation, biofilters and the maintenance of pumps and blowers.',
      questions: [
        yesNo(
          'Is the biofilter’s performance (ammonia and nitrite removal) checked daily?',
          { yes: 3, no: 0 },
          {
            na: true,
            guidance: 'Answer N/A for farms that do not reuse water (ponds, flow-through).',
            sample: { poor: 'N/A' },
          },
        ),
        single(
          'Condition of pumps, filters and pipework observed during the visit',
          [
            ['Good, no defects', 3],
            ['Minor wear only', 2],
            ['Defects needing repair', 1],
            ['Serious defects or leaks', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
        ask('DATE', 'Date of the last service of pumps, blowers and UV units', {
          bands: [
            [0, 183, 3],
            [183, 366, 2],
            [366, 731, 1],
            [731, null, 0],
          ],
          guidance: 'Scored by its age on the audit date: pumps and blowers are serviced at least yearly.',
          sample: { good: 45, average: 220, poor: 520 },
        }),
      ],
    },
    {
      title: 'Ponds, tanks and screens',
      description: 'The structures that hold the fish and keep them in.',
      questions: [
        single(
          'Condition of pond banks, dams and tank walls',
          [
            ['Good, no defects', 3],
            ['Minor erosion or wear', 2],
            ['Damage needing repair', 1],
            ['Serious damage or leaks', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
        yesNo('Are inlets, outlets and overflows screened so fish cannot escape?', { yes: 3, no: 0 }),
        ask('INTEGER', 'Number of ponds, tanks or raceways in production', {
          bounds: { min: 1, max: 10_000 },
          sample: { good: 24, average: 18, poor: 30 },
        }),
        yesNo(
          'Are ponds or outdoor tanks covered with nets or wires against birds?',
          { yes: 2, no: 0 },
          { na: true, guidance: 'Answer N/A for fully indoor farms.' },
        ),
      ],
    },
  ],
};

export const freshwaterTemplate = buildDefaultTemplate(FRESHWATER_TEMPLATE_NAME, 'FRESHWATER_FINFISH', [
  animalHealth,
  environment,
  engineering,
  governanceSection({
    licensedMeasure: 'standing biomass or annual production',
    schemes: 'ASC or BAP',
    perils: [
      'Power or equipment failure',
      'Disease',
      'Low oxygen or water quality',
      'Flood',
      'Drought or heat',
      'Predators',
      'Theft or vandalism',
    ],
    plans: [
      'power failure',
      'loss of water supply or water quality',
      'mass mortality and emergency slaughter',
      'flood',
      'fuel and chemical spills (including liquid oxygen)',
      'fire in buildings and plant rooms',
      'escapes',
    ],
  }),
  {
    name: 'Husbandry',
    description: 'Feeding and feed conversion, stocking density and handling, harvest welfare and the audit summary.',
    steps: [
      feedingStep({
        fcrBands: [
          [0.3, 1.3, 3],
          [1.3, 1.6, 2],
          [1.6, 2, 1],
          [2, null, 0],
        ],
        fcrGuidance: 'Good eFCRs: rainbow trout about 0.9–1.2, barramundi 1.2–1.5, tilapia 1.4–1.7 on pelleted feed.',
        fcrSample: { good: 1.15, average: 1.45, poor: 2.2 },
      }),
      {
        title: 'Stocking density and handling',
        description: 'Density against the welfare plan’s limit for the species and system, and handling practice.',
        questions: [
          ask('FLOAT', 'Highest stocking density in the last 12 months', {
            units: 'KG_M3',
            bounds: { min: 0, max: 500 },
            guidance: 'Densities differ widely: trout raceways 20–40 kg/m³, RAS 40–80 kg/m³, tilapia ponds under 5 kg/m³.',
            sample: { good: 28, average: 42, poor: 75 },
          }),
          measure(
            'FLOAT',
            'That density as a share of the welfare plan’s limit for the species and system',
            [
              [0, 80, 3],
              [80, 100, 2],
              [100, 120, 1],
              [120, null, 0],
            ],
            {
              units: 'PERCENT',
              bounds: { min: 0, max: 1000 },
              ruleKey: 'density.shareOfLimit',
              guidance: 'Above the limit fish welfare and water quality suffer; more than 20 % above it caps the audit at MODERATE HIGH.',
              sample: { good: 70, average: 92, poor: 115 },
            },
          ),
          yesNo('Are fish starved before grading, handling or transport?', { yes: 3, no: 0 }),
          single(
            'Which best describes crowding and handling practice?',
            [
              ['Written procedures with time limits, oxygen monitoring and welfare checks', 4],
              ['Written procedures without monitoring', 2],
              ['Informal practice only', 0],
            ],
            { sample: { average: 1, poor: 2 } },
          ),
        ],
      },
      harvestStep({ text: 'Average harvest weight (kg)', sample: { good: 1.2, average: 0.9, poor: 0.6 } }),
      summaryStep(),
    ],
  },
]);
