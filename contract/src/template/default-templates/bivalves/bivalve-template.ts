import { ask, buildDefaultTemplate, days, HEAT_DAY_BANDS, measure, multi, single, yesNo, type SectionDraft } from '../build.ts';
import { diseaseStep } from '../common/disease.ts';
import { governanceSection } from '../common/governance.ts';
import { summaryStep } from '../common/husbandry.ts';
import { linesStep, navigationStep, vesselsStep } from '../common/longlines.ts';

export const BIVALVE_TEMPLATE_NAME = 'Aquarisk Bivalve Farm Audit';

const animalHealth: SectionDraft = {
  name: 'Animal Health',
  description: 'Stock health and mortality, listed diseases and their notification, and the origin of seed.',
  steps: [
    {
      title: 'Stock health and mortality',
      description: 'How stock health is checked and how much stock died this season.',
      questions: [
        single(
          'How is stock health checked?',
          [
            ['Sampled by a shellfish health laboratory at least twice a year', 4],
            ['Sampled once a year', 2],
            ['Only after mortality events', 1],
            ['Not checked', 0],
          ],
          { sample: { average: 1, poor: 3 } },
        ),
        measure(
          'FLOAT',
          'Mortality of the stock this season (% of the stock)',
          [
            [0, 10, 3],
            [10, 25, 2],
            [25, 50, 1],
            [50, null, 0],
          ],
          {
            units: 'PERCENT',
            bounds: { min: 0, max: 100 },
            ruleKey: 'mortality.season',
            guidance:
              'Oyster summer mortality linked to OsHV-1 µVar often exceeds 50 % of juveniles; mussel losses follow storms, heat and predators.',
            sample: { good: 6, average: 18, poor: 55 },
          },
        ),
        yesNo(
          'Are mortality events recorded with date, area, size class and suspected cause?',
          { yes: 3, no: 0 },
          { sample: { average: 'NO' } },
        ),
      ],
    },
    diseaseStep({
      pathogens: [
        'Bonamia ostreae or B. exitiosa',
        'Marteilia refringens',
        'Perkinsus marinus or P. olseni',
        'Ostreid herpesvirus 1 (OsHV-1 µVar)',
        'Vibrio aestuarianus',
        'Another disease notifiable under national law',
      ],
      medicines: false,
    }),
    {
      title: 'Seed and movements',
      description: 'Where the seed comes from and whether movements of stock are controlled.',
      questions: [
        single(
          'Source of seed (spat)',
          [
            ['Certified hatchery, with a health certificate', 4],
            ['Wild spat from an area of equal or better health status', 3],
            ['Wild spat from an area of lower or unknown health status', 1],
            ['Unknown origin', 0],
          ],
          {
            guidance: 'Moving stock from an area with a listed disease spreads it; ask for the movement documents.',
            sample: { average: 1, poor: 3 },
          },
        ),
        yesNo('Is every movement of stock into the site covered by a movement document or health certificate?', { yes: 3, no: 0 }),
        yesNo(
          'Is stock checked for invasive species (e.g. slipper limpet, Didemnum) before it is moved?',
          { yes: 2, no: 0 },
          { sample: { average: 'NO' } },
        ),
      ],
    },
  ],
};

const environment: SectionDraft = {
  name: 'Environment',
  description: 'The growing area’s classification and closures, harvest control and depuration, water quality, and wildlife and litter.',
  steps: [
    {
      title: 'Growing area classification',
      description: 'The official class of the harvesting area and how often it was closed.',
      questions: [
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
          bands: [
            [0, 366, 3],
            [366, 1096, 1],
            [1096, null, 0],
          ],
          guidance: 'Classifications are reviewed at least every year on the official sampling; an older one may no longer hold.',
          sample: { good: 120, average: 300, poor: 700 },
        }),
        days(
          'Days the area was closed for marine biotoxins in the last 12 months',
          [
            [0, 1, 3],
            [1, 31, 2],
            [31, 91, 1],
            [91, null, 0],
          ],
          {
            ruleKey: 'closure.biotoxin',
            guidance:
              'Closures follow the official monitoring of ASP, DSP and PSP toxins (Regulation (EC) 853/2004, Annex III, Section VII).',
            sample: { good: 0, average: 45, poor: 110 },
          },
        ),
        days(
          'Days the area was closed for microbiological contamination in the last 12 months',
          [
            [0, 1, 3],
            [1, 15, 2],
            [15, 61, 1],
            [61, null, 0],
          ],
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
        yesNo(
          'Has product been harvested or sold from the area while it was closed?',
          { yes: 0, no: 4, capYes: 'HIGH' },
          {
            guidance:
              'Compare the harvest log with the closure notices. Harvesting from a closed area is a knockout: the audit is capped at HIGH.',
            sample: { capped: 'YES' },
          },
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
          [
            [0, 1, 3],
            [1, 100, 2],
            [100, 1000, 1],
            [1000, null, 0],
          ],
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

export const bivalveTemplate = buildDefaultTemplate(BIVALVE_TEMPLATE_NAME, 'BIVALVES', [
  animalHealth,
  environment,
  {
    name: 'Engineering',
    description: 'Design and inspection of longlines, rafts or trestles, navigation and storms, vessels and equipment.',
    steps: [
      linesStep('longlines, rafts or trestles'),
      navigationStep('longlines, rafts or trestles'),
      vesselsStep('grading, declumping and washing equipment'),
    ],
  },
  governanceSection({
    licensedMeasure: 'stocked area or tonnage',
    schemes: 'ASC or BAP',
    perils: [
      'Storm or structural failure',
      'Disease',
      'Harmful algae or biotoxin closure',
      'Contamination closure',
      'Heat or low salinity',
      'Predators',
      'Theft',
    ],
    plans: [
      'storm damage to the lines',
      'a biotoxin or contamination event, including product recall',
      'fuel and chemical spills',
      'a person overboard',
    ],
  }),
  {
    name: 'Husbandry',
    description: 'Stocking and growth, harvest and handling, and the audit summary.',
    steps: [
      {
        title: 'Stocking and growth',
        description: 'How stocking is planned against the food the area can supply.',
        questions: [
          single(
            'How is stocking density set?',
            [
              ['From a carrying-capacity study of the area', 3],
              ['By experience, reviewed every year', 2],
              ['Not planned', 0],
            ],
            { sample: { average: 1, poor: 2 } },
          ),
          ask('INTEGER', 'Longlines, rafts or trestles in production', { sample: { good: 40, average: 36, poor: 44 } }),
          measure(
            'FLOAT',
            'Meat yield (condition index) at the last harvest',
            [
              [0, 15, 0],
              [15, 25, 2],
              [25, null, 3],
            ],
            {
              units: 'PERCENT',
              bounds: { min: 0, max: 100 },
              guidance: 'Meat weight as a share of whole weight; a low yield points to overstocking or poor food supply.',
              sample: { good: 31, average: 22, poor: 12 },
            },
          ),
        ],
      },
      {
        title: 'Harvest and handling',
        description: 'Time and temperature from the water to dispatch or depuration, and harvest records.',
        questions: [
          single(
            'Time from harvest to dispatch or depuration',
            [
              ['Under 12 hours', 3],
              ['12–24 hours', 2],
              ['24–48 hours', 1],
              ['Over 48 hours', 0],
            ],
            { sample: { average: 2, poor: 3 } },
          ),
          yesNo(
            'Is harvested product kept cool to the buyer’s specification until dispatch?',
            { yes: 3, no: 0 },
            { sample: { average: 'NO' } },
          ),
          yesNo('Is every harvest recorded by batch (date, area, quantity)?', { yes: 2, no: 0 }),
        ],
      },
      summaryStep(),
    ],
  },
]);
