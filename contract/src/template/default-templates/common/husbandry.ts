import { bands } from '../band-notation.ts';
import {
  ask,
  measure,
  single,
  yesNo,
  type BandDraft,
  type QuestionDraft,
  type QuestionExtras,
  type Sample,
  type StepDraft,
} from '../build.ts';

/** Husbandry steps the fish templates share, and the summary every template ends with. */

export interface FeedingOptions {
  fcrBands: readonly BandDraft[];
  fcrGuidance: string;
  fcrSample: Sample;
}

export function feedingStep(o: FeedingOptions): StepDraft {
  return {
    title: 'Feeding and feed conversion',
    description: 'How feeding is controlled and how efficiently feed becomes fish.',
    questions: [
      single(
        'How is feeding controlled?',
        [
          ['Appetite-based feeding with cameras or pellet detection', 4],
          ['Central feeding system on fixed ration tables', 2],
          ['Hand feeding', 1],
          ['No defined feeding regime', 0],
        ],
        { guidance: 'Watch a feeding: it should stop when fish lose interest and pellets pass through.', sample: { average: 1, poor: 2 } },
      ),
      measure('FLOAT', 'Economic feed conversion ratio (eFCR) of the last closed cycle or to date', o.fcrBands, {
        bounds: { min: 0.3, max: 10 },
        hint: 'Feed used ÷ biomass gained, e.g. 1.25',
        guidance: o.fcrGuidance,
        sample: o.fcrSample,
      }),
      yesNo('Is feed stored to the supplier’s conditions (dry, off the floor, first in first out)?', { yes: 2, no: 0 }),
    ],
  };
}

/** Sea pens (salmonids, sea bream and bass): 25 kg/m³ is Norway's legal maximum and the base pack's limit. */
const SEA_PEN_DENSITY_BANDS = bands('0:15:3 | 15:20:2 | 20:25:1 | 25::0');

/** How crowding and handling are done, asked of every fish farm. */
export const crowdingPractice = (extras: QuestionExtras): QuestionDraft =>
  single(
    'Which best describes crowding and handling practice?',
    [
      ['Written procedures with time limits, oxygen monitoring and welfare checks', 4],
      ['Written procedures without monitoring', 2],
      ['Informal practice only', 0],
    ],
    extras,
  );

export interface DensityOptions {
  densityGuidance: string;
  densitySample: Sample;
  weightRange: Sample;
}

export function densityStep(o: DensityOptions): StepDraft {
  return {
    title: 'Stocking density and handling',
    description: 'How densely fish are kept and how they are crowded, graded and handled.',
    questions: [
      measure('FLOAT', 'Highest stocking density in any unit in the last 12 months', SEA_PEN_DENSITY_BANDS, {
        units: 'KG_M3',
        bounds: { min: 0, max: 500 },
        ruleKey: 'density.max',
        hint: 'Biomass in kg ÷ water volume in m³, e.g. 14.5',
        guidance: o.densityGuidance,
        sample: o.densitySample,
      }),
      ask('INTEGER_RANGE', 'Average weight range of the fish on site (g)', {
        units: 'GRAMS',
        bounds: { min: 0, max: 100_000 },
        hint: 'Smallest and largest average unit weight, e.g. 800 to 4500',
        sample: o.weightRange,
      }),
      yesNo(
        'Are fish starved before grading, handling, treatment or transport?',
        { yes: 3, no: 0 },
        {
          guidance: 'Typically 24–72 hours depending on temperature and the operation; an empty gut lowers oxygen demand and stress.',
        },
      ),
      crowdingPractice({
        guidance: 'Crowded fish should be watched throughout; oxygen must not fall below the action limit in the crowd.',
        sample: { average: 1, poor: 2 },
      }),
    ],
  };
}

export function harvestStep(weight: { text: string; sample: Sample }): StepDraft {
  return {
    title: 'Harvest and slaughter welfare',
    description: 'How fish are stunned and killed at harvest (WOAH Aquatic Code ch. 7.3) and how stunning is checked.',
    questions: [
      single(
        'Stunning method used at harvest',
        [
          ['Automated percussive stunning', 4],
          ['Electrical stunning (in water or dry)', 4],
          ['Manual percussive stunning', 2],
          ['Carbon dioxide stunning', 0],
          ['No stunning (asphyxia, ice slurry or live chilling)', 0],
        ],
        {
          guidance:
            'Fish should lose consciousness at once and not recover before death; CO2 and killing without stunning are not acceptable welfare practice.',
          sample: { average: 2, poor: 4 },
        },
      ),
      yesNo(
        'Is stun effectiveness checked at every harvest?',
        { yes: 3, no: 0 },
        {
          guidance: 'Signs of consciousness: eye roll (vestibulo-ocular reflex) and rhythmic gill movement.',
        },
      ),
      yesNo('Is a backup stunning method available at the harvest station?', { yes: 2, no: 0 }),
      ask('FLOAT', weight.text, { units: 'KILOGRAMS', sample: weight.sample }),
    ],
  };
}

export function summaryStep(): StepDraft {
  return {
    title: 'Summary',
    description: 'The auditor’s overall view of the site and the findings and recommendations of the audit.',
    questions: [
      ask('SHORT_TEXT', 'Names of the farm staff present during the audit', {
        sample: { good: 'Site manager and two technicians', average: 'Site manager', poor: 'One technician' },
      }),
      single(
        'Overall housekeeping and site management observed during the visit',
        [
          ['Excellent', 4],
          ['Good', 3],
          ['Adequate', 2],
          ['Poor', 0],
        ],
        {
          guidance: 'Tidiness, storage of feed and chemicals, condition of boats and equipment, staff awareness.',
          sample: { average: 2, poor: 3 },
        },
      ),
      ask('LONG_TEXT', 'Findings and Recommendations', {
        name: 'Findings and Recommendations',
        guidance:
          'Summarise the main risks found, with evidence, and give clear, prioritised recommendations. Raise each significant finding as an action too.',
      }),
    ],
  };
}
