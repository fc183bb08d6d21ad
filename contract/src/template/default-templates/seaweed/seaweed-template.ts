import { bands } from '../band-notation.ts';
import {
  ask,
  buildDefaultTemplate,
  days,
  HEAT_DAY_BANDS,
  knockoutIfYes,
  measure,
  percent,
  single,
  yesNo,
  type SectionDraft,
} from '../build.ts';
import { governanceSection } from '../common/governance.ts';
import { summaryStep } from '../common/husbandry.ts';
import { linesStep, navigationStep, vesselsStep } from '../common/longlines.ts';

export const SEAWEED_TEMPLATE_NAME = 'Aquarisk Seaweed Farm Audit';

const cropHealth: SectionDraft = {
  name: 'Crop Health',
  description: 'The condition of the crop and its losses, and the origin of the seed stock.',
  steps: [
    {
      title: 'Crop condition',
      description: 'Fouling, epiphytes, grazing and loss of the crop this season.',
      questions: [
        single(
          'Crop condition observed during the visit',
          [
            ['Healthy, little fouling', 4],
            ['Some epiphytes or fouling', 2],
            ['Heavy epiphytes, bleaching or grazing damage', 0],
          ],
          {
            guidance: 'Lift a line at several points; fouling by bryozoans and hydroids rises in late spring as the water warms.',
            sample: { average: 1, poor: 2 },
          },
        ),
        percent(
          'Crop lost to disease, grazing or detachment this season (% of the planted line)',
          bands('0:10:3 | 10:25:2 | 25:50:1 | 50::0'),
          {
            ruleKey: 'crop.lost',
            sample: { good: 5, average: 18, poor: 60 },
          },
        ),
        yesNo('Is crop condition recorded at least monthly during the growing season?', { yes: 2, no: 0 }),
      ],
    },
    {
      title: 'Seed stock',
      description: 'Where the seed comes from and how seeded batches are recorded.',
      questions: [
        single(
          'Source of the seed stock',
          [
            ['Local genetic stock from a registered hatchery', 4],
            ['Local fertile material collected from the wild', 3],
            ['Non-local stock of a native species', 1],
            ['Non-native species or unknown origin', 0],
          ],
          {
            guidance:
              'The ASC-MSC Seaweed Standard expects native species and local genetic stock, to protect wild populations from genetic mixing and introductions.',
            sample: { average: 1, poor: 2 },
          },
        ),
        yesNo('Are records kept of each seeded batch (source, date, strain)?', { yes: 2, no: 0 }),
        ask('DATE', 'Date the current crop was out-planted', { sample: { good: 160, average: 175, poor: 200 } }),
      ],
    },
  ],
};

const environment: SectionDraft = {
  name: 'Environment',
  description: 'Water quality and food safety, temperature, protected habitats and wildlife, and gear lost to the sea.',
  steps: [
    {
      title: 'Water quality and food safety',
      description: 'Testing of the harvest for contaminants, and the water the crop grows in.',
      questions: [
        single(
          'Testing of harvested product for heavy metals and iodine',
          [
            ['Every harvest batch tested against the legal and buyer limits', 4],
            ['Tested once a year', 2],
            ['Not tested', 0],
          ],
          {
            guidance:
              'Commission Recommendation (EU) 2018/464 asks for monitoring of cadmium, lead, mercury, inorganic arsenic and iodine in seaweed; kelps can hold very high iodine.',
            sample: { average: 1, poor: 2 },
          },
        ),
        knockoutIfYes(
          'Has any batch above a legal contaminant limit been sold for food or feed?',
          'Compare the test results with the sales records. Selling a batch over the limit is a knockout: the audit is capped at HIGH.',
        ),
        measure(
          'FLOAT',
          'Distance from the crop to the nearest sewage outfall or industrial discharge (m)',
          bands('0:300:0 | 300:1000:1 | 1000:3000:2 | 3000::3'),
          {
            units: 'METERS',
            bounds: { min: 0 },
            ruleKey: 'seaweed.dischargeDistance',
            guidance:
              'Take the outfalls and consented discharges from the water authority’s map or the shellfish sanitary survey, overflows included. Seaweed takes up bacteria, viruses and metals from the water it grows in; a crop closer than 300 m caps the audit at MODERATE HIGH.',
            sample: { good: 4500, average: 1800, poor: 250 },
          },
        ),
        single(
          'Testing of harvest batches for E. coli',
          [
            ['Every batch tested before sale, results within the legal or buyer’s limit', 4],
            ['Some batches tested (e.g. monthly or once a season)', 2],
            ['Not tested', 0, { cap: 'MODERATE_HIGH' }],
          ],
          {
            na: true,
            guidance:
              'E. coli shows faecal contamination from sewage, run-off and birds. Check the laboratory reports against the batch records; a batch over the limit must not be sold raw. Answer N/A only when no crop is sold for human food. A food crop never tested caps the audit at MODERATE HIGH.',
            sample: { average: 1, poor: 2 },
          },
        ),
        single(
          'Monitoring of the water at the site',
          [
            ['Own sampling, plus official shellfish or bathing-water data', 3],
            ['Official data only', 2],
            ['None', 0],
          ],
          { sample: { average: 1, poor: 2 } },
        ),
        ask('FLOAT_RANGE', 'Water temperature range over the growing season (°C)', {
          units: 'CELSIUS',
          bounds: { min: -2, max: 35 },
          sample: { good: [6, 14.5], average: [5.5, 16.5], poor: [5, 19.5] },
        }),
        days('Days with water temperature above 17 °C during the growing season', HEAT_DAY_BANDS, {
          ruleKey: 'temperature.hotDays',
          guidance:
            'Sugar kelp and other cold-water kelps weaken, foul and erode above about 17 °C; plan the harvest before the water warms.',
          sample: { good: 0, average: 8, poor: 34 },
        }),
      ],
    },
    {
      title: 'Habitats and wildlife',
      description: 'Effects on protected habitats and species, and wildlife caught in the lines.',
      questions: [
        yesNo('Has the effect of the farm on protected habitats and species been assessed (e.g. for the licence)?', { yes: 3, no: 0 }),
        measure('INTEGER', 'Marine mammals, turtles or birds entangled at the site in the last 12 months', bands('0:1:3 | 1:2:1 | 2::0'), {
          sample: { good: 0, average: 0, poor: 3 },
        }),
        yesNo('Are lines kept taut, without loose loops or slack droppers that can entangle wildlife?', { yes: 2, no: 0 }),
      ],
    },
    {
      title: 'Gear loss and litter',
      description: 'Ropes, floats and lines lost to the sea, and whether they are recovered.',
      questions: [
        measure('FLOAT', 'Gear lost to the sea in the last 12 months (m of line)', bands('0:1:3 | 1:100:2 | 100:1000:1 | 1000::0'), {
          units: 'METERS',
          bounds: { min: 0 },
          sample: { good: 0, average: 80, poor: 1500 },
        }),
        yesNo('Is lost gear searched for and recovered?', { yes: 2, no: 0 }),
      ],
    },
  ],
};

export const seaweedTemplate = buildDefaultTemplate(SEAWEED_TEMPLATE_NAME, 'SEAWEED', [
  cropHealth,
  environment,
  {
    name: 'Engineering',
    description: 'Design and inspection of the longlines, navigation and storms, vessels and processing equipment.',
    steps: [linesStep('longlines'), navigationStep('longlines'), vesselsStep('drying or processing equipment')],
  },
  governanceSection({
    licensedMeasure: 'stocked area or line length',
    schemes: 'ASC-MSC Seaweed',
    perils: ['Storm or structural failure', 'Warm water or nutrient shortage', 'Fouling or grazing', 'Contamination', 'Theft or vandalism'],
    plans: [
      'storm damage to the lines',
      'a contamination event, including product recall',
      'fuel and chemical spills',
      'a person overboard',
    ],
  }),
  {
    name: 'Husbandry',
    description: 'Harvest planning, food safety and traceability, and the audit summary.',
    steps: [
      {
        title: 'Harvest',
        description: 'When the crop is harvested and how quickly it is stabilised.',
        questions: [
          single(
            'How is the harvest date set?',
            [
              ['By monitoring crop quality and fouling', 3],
              ['On a fixed calendar date', 2],
              ['When a buyer asks', 1],
            ],
            { sample: { average: 1, poor: 2 } },
          ),
          measure(
            'INTEGER',
            'Hours from harvest to stabilisation (drying, freezing, blanching or fermenting)',
            bands('0:6:3 | 6:12:2 | 12:24:1 | 24::0'),
            {
              bounds: { min: 0, max: 1000 },
              guidance: 'Fresh seaweed spoils within hours at ambient temperature.',
              sample: { good: 4, average: 10, poor: 30 },
            },
          ),
          ask('FLOAT', 'Harvest of the last season (tonnes wet weight)', { sample: { good: 120, average: 85, poor: 40 } }),
        ],
      },
      {
        title: 'Food safety and traceability',
        description: 'The food safety plan and tracing of each batch.',
        questions: [
          yesNo('Is there a HACCP plan for the harvest and first processing?', { yes: 4, no: 0 }),
          yesNo('Can every batch be traced back to its line and harvest date?', { yes: 3, no: 0 }),
          ask('SHORT_TEXT', 'Main markets of the crop (food, feed, alginate, biostimulants)', {
            sample: { good: 'Food (fresh and dried)', average: 'Food and feed', poor: 'Biostimulants' },
          }),
        ],
      },
      summaryStep(),
    ],
  },
]);
