import { bands } from '../band-notation.ts';
import { ask, measure, percent, single, yesNo, type SectionDraft } from '../build.ts';
import { diseaseStep } from '../common/disease.ts';
import { biosecurityStep, healthPlanStep, mortalityStep } from '../common/finfish.ts';

export const salmonidAnimalHealth: SectionDraft = {
  name: 'Animal Health',
  description: 'Fish health planning, mortality, sea lice, listed diseases and medicines, and biosecurity.',
  steps: [
    healthPlanStep({
      vaccination: 'Was the current generation vaccinated before sea transfer?',
      vaccinationNa: false,
      vaccinationGuidance:
        'N/A is not accepted: every salmon generation can be vaccinated. Salmon are normally given a multivalent injectable vaccine (furunculosis, vibriosis, IPN, and PD where relevant) at least 500–600 degree-days before transfer. Check the hatchery certificate and the vaccination quality check.',
      arrivalWeight: { text: 'Average smolt weight at sea transfer (g)', sample: { good: 180, average: 120, poor: 75 } },
    }),
    mortalityStep({
      monthly: bands('0:0.5:3 | 0.5:1:2 | 1:2:1 | 2::0'),
      cycle: bands('0:5:4 | 5:10:3 | 10:15:2 | 15:25:1 | 25::0'),
      monthlySample: { good: 0.3, average: 0.9, poor: 2.6 },
      cycleSample: { good: 4.2, average: 12.5, poor: 27 },
      cycleRule: 'mortality.cycle.salmonid',
      cycleGuidance:
        'Norwegian sea-phase mortality was 16.7% in 2023 and 15.4% in 2024 (Norwegian Veterinary Institute, Fish Health Report); below 10% is good practice. More than about twice that benchmark (32%) caps the audit at MODERATE HIGH.',
    }),
    {
      title: 'Sea lice',
      description: 'Lice counts against the legal limit, the number of treatments and the welfare of treated fish.',
      questions: [
        ask('DATE_TIME', 'Date and time of the most recent sea lice count', {
          bands: bands('0:8:3 | 8:15:1 | 15::0'),
          ruleKey: 'lice.countDate',
          guidance:
            'Counts are weekly (every other week below 4 °C in Norway), on at least 10–20 fish per pen, by trained staff. Scored by its age on the audit date: a count more than a week old is overdue; more than 14 days caps the audit at MODERATE HIGH (in Norway a legal breach).',
          sample: { good: 3, average: 8, poor: 25 },
        }),
        measure(
          'FLOAT',
          'Highest weekly average of adult female lice per fish in the last 12 months',
          bands('0:0.2:4 | 0.2:0.5:3 | 0.5:1:1 | 1::0'),
          {
            units: 'LICE_PER_FISH',
            bounds: { min: 0, max: 50 },
            ruleKey: 'lice.peak',
            guidance:
              "The limit is the farm's jurisdiction's (shown with the results): Norway fewer than 0.5 (0.2 in the spring weeks), Scotland's FHI levels 2 and 6, Chile 3 gravid Caligus females. Where no jurisdiction rule applies, 2 or more caps the audit at MODERATE HIGH.",
            sample: { good: 0.12, average: 0.45, poor: 1.6 },
          },
        ),
        measure(
          'INTEGER',
          'Weekly counts in the last 12 months over the lice limit that applies to the site',
          bands('0:1:3 | 1:3:1 | 3::0'),
          {
            bounds: { min: 0, max: 53 },
            ruleKey: 'lice.weeksOverLimit',
            guidance:
              'Count the weeks the reported average was at or over the limit in force that week: Norway 0.5 adult females (0.2 in weeks 16–21, 21–26 in the north), Scotland 2 adult females, Chile 3 gravid Caligus females, British Columbia 3 motile lice from 1 March to 30 June. Any week over a legal limit caps the audit at MODERATE HIGH; more than 4 weeks at HIGH.',
            sample: { good: 0, average: 0, poor: 9 },
          },
        ),
        yesNo(
          'Is there a written sea lice plan with treatment triggers below the legal limit?',
          { yes: 3, no: 0 },
          {
            guidance:
              'The plan sets triggers below the limit, the preferred treatments, resistance management and coordination with the management area.',
          },
        ),
        measure('INTEGER', 'Delousing treatments in the last 12 months', bands('0:2:3 | 2:4:2 | 4:7:1 | 7::0'), {
          key: 'treatments',
          bounds: { min: 0, max: 365 },
          ruleKey: 'lice.treatments',
          guidance: 'Every treatment is handling stress; frequent treatments show a lice problem that is not under control.',
          sample: { good: 1, average: 3, poor: 8 },
        }),
        single(
          'Welfare outcome of thermal or mechanical delousing in the last 12 months',
          [
            ['No thermal or mechanical delousing', 3],
            ['Used; mortality within 7 days below 0.5%', 3],
            ['Used; mortality within 7 days 0.5–2%', 1],
            ['Used; mortality within 7 days above 2%', 0],
          ],
          {
            guidance:
              'Thermal and mechanical delousing carry a high welfare risk. Take the mortality of the 7 days after the last treatment from the mortality log.',
            sample: { good: 0, average: 1, poor: 3 },
          },
        ),
        yesNo(
          'Are cleaner fish (lumpfish or wrasse) stocked with the salmon this cycle?',
          { yes: 0, no: 0 },
          {
            key: 'cleanerFish',
            guidance: 'Cleaner fish eat lice but die in large numbers; their welfare is protected as the salmon’s is.',
            sample: { good: 'YES', average: 'YES', poor: 'YES' },
          },
        ),
        percent('Mortality of the cleaner fish stocked this cycle (% of those stocked)', null, {
          includeIf: { key: 'cleanerFish', condition: 'EQ', value: 'YES' },
          ruleKey: 'cleanerFish.mortality',
          guidance:
            'From the cleaner-fish mortality log: dead and culled cleaner fish ÷ cleaner fish stocked × 100. Recorded losses in Norwegian farms run at about 40% a cycle (Norwegian Food Safety Authority); more than half caps the audit at MODERATE HIGH.',
          sample: { good: 18, average: 38, poor: 62 },
        }),
      ],
    },
    diseaseStep({
      pathogens: [
        'Infectious salmon anaemia (ISAV, HPR-deleted)',
        'Salmonid alphavirus (pancreas disease)',
        'Infectious haematopoietic necrosis (IHN)',
        'Viral haemorrhagic septicaemia (VHS)',
        'Bacterial kidney disease (BKD)',
        'Piscirickettsiosis (SRS)',
        'Another disease notifiable under national law',
      ],
      medicines: true,
    }),
    biosecurityStep(
      'Closer neighbours share lice and pathogens; coordinated management areas and fallowing matter more the closer they are.',
    ),
  ],
};
