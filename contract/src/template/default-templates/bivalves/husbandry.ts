import { bands } from '../band-notation.ts';
import { ask, percent, single, yesNo, type SectionDraft } from '../build.ts';
import { summaryStep } from '../common/husbandry.ts';

export const bivalveHusbandry: SectionDraft = {
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
        ask('INTEGER', 'Lines, rafts, trestle rows or beds in production', { sample: { good: 40, average: 36, poor: 44 } }),
        percent('Meat yield (condition index) at the last harvest', bands('0:15:0 | 15:25:2 | 25::3'), {
          guidance: 'Meat weight as a share of whole weight; a low yield points to overstocking or poor food supply.',
          sample: { good: 31, average: 22, poor: 12 },
        }),
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
};
