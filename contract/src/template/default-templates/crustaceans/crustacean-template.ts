import { bands } from '../band-notation.ts';
import { ask, buildDefaultTemplate, single, yesNo } from '../build.ts';
import { governanceSection } from '../common/governance.ts';
import { feedingStep, summaryStep } from '../common/husbandry.ts';
import { crustaceanAnimalHealth } from './animal-health.ts';
import { crustaceanEngineering } from './engineering.ts';
import { crustaceanEnvironment } from './environment.ts';

export const CRUSTACEAN_TEMPLATE_NAME = 'Aquarisk Shrimp and Crustacean Audit';

/**
 * Whiteleg shrimp and giant tiger prawn in ponds or RAS, giant river prawn, crayfish and mud crab (issue 22). The
 * capped demo farm was built on mangroves cleared after 1999.
 */
export const crustaceanTemplate = buildDefaultTemplate(CRUSTACEAN_TEMPLATE_NAME, 'CRUSTACEANS', [
  crustaceanAnimalHealth,
  crustaceanEnvironment,
  crustaceanEngineering,
  governanceSection({
    licensedMeasure: 'pond area or annual production',
    schemes: 'ASC or BAP',
    perils: [
      'Disease (WSSV, AHPND, EHP)',
      'Power or aerator failure',
      'Low oxygen or algae crash',
      'Flood, cyclone or storm surge',
      'Drought or salinity',
      'Theft',
    ],
    plans: [
      'power or aerator failure',
      'a disease outbreak and emergency harvest',
      'flood, cyclone or storm surge',
      'an algae crash or low oxygen',
      'fuel and chemical spills',
    ],
  }),
  {
    name: 'Husbandry',
    description: 'Feeding and feed conversion, harvest and handling, and the audit summary.',
    steps: [
      feedingStep({
        fcrBands: bands('0.3:1.3:3 | 1.3:1.6:2 | 1.6:2:1 | 2::0'),
        fcrGuidance: 'Whiteleg shrimp reach an FCR of about 1.2–1.6 on formulated feed; above 2 feed is wasted or the crop is failing.',
        fcrSample: { good: 1.25, average: 1.5, poor: 2.1 },
      }),
      {
        title: 'Harvest and handling',
        description: 'How the crop is harvested, killed and kept cold.',
        questions: [
          single(
            'How are shrimp killed at harvest?',
            [
              ['Chilled at once in ice slurry below 4 °C', 3],
              ['Electrical stunning, then chilled', 3],
              ['Left on ice without slurry', 1],
              ['Left to die in air', 0],
            ],
            { sample: { average: 2, poor: 3 } },
          ),
          yesNo('Is there an agreed plan (and a buyer) for an emergency harvest when disease is suspected?', { yes: 2, no: 0 }),
          ask('FLOAT', 'Average harvest weight (g)', { units: 'GRAMS', sample: { good: 22, average: 18, poor: 12 } }),
        ],
      },
      summaryStep(),
    ],
  },
]);
