import { bands } from '../band-notation.ts';
import { ask, days, HEAT_DAY_BANDS, knockoutIfYes, measure, multi, single, yesNo, type SectionDraft } from '../build.ts';
import { productionSystemQuestion } from '../common/production-system.ts';
import { BIVALVE_SYSTEMS } from './bivalve-systems.ts';

export const bivalveEnvironment: SectionDraft = {
  name: 'Environment',
  description: 'The growing area’s classification and closures, harvest control and depuration, water quality, and wildlife and litter.',
  steps: [
    {
      title: 'Growing area classification',
      description: 'How the stock is grown, the official class of the harvesting area and how often it was closed.',
      questions: [
        productionSystemQuestion(BIVALVE_SYSTEMS, { good: 0, average: 0, poor: 0 }),
        single(
          'Official classification of the growing area',
          [
            ['Class A (or NSSP Approved)', 4],
            ['Class B (or NSSP Conditionally approved)', 3],
            ['Class C (or NSSP Restricted, relaying required)', 1],
            ['Prohibited or not classified', 0, { cap: 'HIGH' }],
          ],
          {
            guidance:
              'EU classes by E. coli in flesh (Regulation (EU) 2019/627): A may go straight to market, B needs depuration or relaying, C needs relaying for at least two months. Harvesting from a prohibited or unclassified area is a knockout.',
            sample: { good: 0, average: 1, poor: 2 },
          },
        ),
        ask('DATE', 'Date of the latest official classification review', {
          bands: bands('0:366:3 | 366:1096:1 | 1096::0'),
          ruleKey: 'classification.reviewDate',
          guidance: 'Classifications are reviewed at least every year on the official sampling; an older one may no longer hold.',
          sample: { good: 120, average: 300, poor: 700 },
        }),
        days('Days the area was closed for marine biotoxins in the last 12 months', bands('0:1:3 | 1:31:2 | 31:91:1 | 91::0'), {
          ruleKey: 'closure.biotoxin',
          guidance:
            'Closures follow the official monitoring of ASP, DSP and PSP toxins (Regulation (EC) 853/2004, Annex III, Section VII).',
          sample: { good: 0, average: 45, poor: 110 },
        }),
        days(
          'Days the area was closed for microbiological contamination in the last 12 months',
          bands('0:1:3 | 1:15:2 | 15:61:1 | 61::0'),
          {
            ruleKey: 'closure.microbiological',
            guidance: 'E.g. after heavy rain or sewage overflows, or a norovirus alert.',
            sample: { good: 0, average: 20, poor: 70 },
          },
        ),
      ],
    },
    {
      title: 'Harvest control and depuration',
      description: 'Whether product ever leaves a closed area, how it is treated before sale, and how batches are traced.',
      questions: [
        knockoutIfYes(
          'Has product been harvested or sold from the area while it was closed?',
          'Compare the harvest log with the closure notices. Harvesting from a closed area is a knockout: the audit is capped at HIGH.',
        ),
        single(
          'How is product treated before sale, as the classification requires?',
          [
            ['Not required (class A area)', 3],
            ['Depurated or relayed as required, with records', 3],
            ['Depurated or relayed, records incomplete', 1],
            ['Sold without the required depuration or relaying', 0, { cap: 'HIGH' }],
          ],
          { sample: { good: 0, average: 1, poor: 2 } },
        ),
        yesNo('Does every harvested batch travel with a registration document (area, date, class)?', { yes: 3, no: 0 }),
      ],
    },
    {
      title: 'Water quality and temperature',
      description: 'Monitoring of water, plankton and temperature.',
      questions: [
        single(
          'Monitoring of water quality and phytoplankton',
          [
            ['Official biotoxin and phytoplankton monitoring plus own sampling', 3],
            ['Official monitoring only', 2],
            ['None known', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
        ask('FLOAT_RANGE', 'Salinity range over the last 12 months (ppt)', {
          units: 'PPT',
          bounds: { min: 0, max: 45 },
          sample: { good: [28, 34], average: [22, 34], poor: [12, 33] },
        }),
        ask('FLOAT_RANGE', 'Water temperature range over the last 12 months (°C)', {
          units: 'CELSIUS',
          bounds: { min: -2, max: 35 },
          sample: { good: [7.5, 17.5], average: [6, 20.5], poor: [4, 24.5] },
        }),
        days('Days with water temperature above the species’ mortality trigger in the last 12 months', HEAT_DAY_BANDS, {
          ruleKey: 'temperature.hotDays',
          guidance: 'Pacific oysters: above about 16 °C OsHV-1 µVar outbreaks become likely; mussels: heat stress above about 24 °C.',
          sample: { good: 0, average: 12, poor: 45 },
        }),
      ],
    },
    {
      title: 'Wildlife and litter',
      description: 'Predators, and gear lost to the sea.',
      questions: [
        multi(
          'Which controls protect the stock from predators?',
          [
            ['Regular removal of starfish, crabs or drills', 2],
            ['Protective socks, bags or cages', 2],
            ['Non-lethal deterrents against diving ducks (licensed where required)', 1],
            ['Lethal control', 0],
          ],
          4,
        ),
        measure(
          'FLOAT',
          'Gear lost to the sea in the last 12 months (m of rope, bags or mesh)',
          bands('0:1:3 | 1:100:2 | 100:1000:1 | 1000::0'),
          {
            units: 'METERS',
            bounds: { min: 0 },
            guidance: 'Lost ropes, socks and bags become marine litter and entangle wildlife (ASC Bivalve Standard).',
            sample: { good: 0, average: 60, poor: 1400 },
          },
        ),
        yesNo('Is lost gear searched for and recovered?', { yes: 2, no: 0 }, { sample: { average: 'NO' } }),
      ],
    },
  ],
};
