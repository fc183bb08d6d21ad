import { bands } from '../band-notation.ts';
import { ask, measure, single, yesNo, type QuestionExtras, type StepDraft } from '../build.ts';
import { INSPECTION_AGE_BANDS } from './sea-site.ts';

/**
 * Engineering steps of longline, raft and trestle farms (bivalves and seaweed). `on` limits the lines step to the
 * farms that have lines (issue 22: an intertidal oyster farm is not asked about engineered longlines).
 */
export function linesStep(structures: string, on?: QuestionExtras['includeIf']): StepDraft {
  const applies = on ? { includeIf: on } : {};
  return {
    title: 'Lines and moorings',
    description: `Design and inspection of the ${structures}, their anchors and floats.`,
    questions: [
      yesNo(
        `Were the ${structures} and their moorings designed for the site’s waves and currents by a competent engineer?`,
        { yes: 4, no: 0, capNo: 'MODERATE_HIGH' },
        {
          ...applies,
          guidance:
            'Look for a design note with the design wave and current (ideally a 50-year return period) and the anchor holding capacity. Without one the audit is capped at MODERATE HIGH.',
        },
      ),
      ask('FLOAT', 'Design significant wave height Hs (m)', {
        ...applies,
        units: 'METERS',
        bounds: { min: 0, max: 30 },
        sample: { good: 1.1, average: 1.6, poor: 2.4 },
      }),
      ask('FLOAT', 'Design current speed', {
        ...applies,
        units: 'M_S',
        bounds: { min: 0, max: 10 },
        sample: { good: 0.4, average: 0.6, poor: 0.9 },
      }),
      ask('DATE', 'Date of the last inspection of anchors, lines and floats', {
        ...applies,
        bands: INSPECTION_AGE_BANDS,
        ruleKey: 'structures.inspectionDate',
        guidance: 'Scored by its age on the audit date: over a year costs points, over two years all of them.',
        sample: { good: 90, average: 330, poor: 760 },
      }),
      single(
        'Condition of lines, floats and anchors observed during the visit',
        [
          ['Good, no defects', 3],
          ['Minor wear only', 2],
          ['Worn or sagging lines, missing floats', 1],
          ['Serious damage or broken lines', 0],
        ],
        { ...applies, sample: { average: 2, poor: 3 } },
      ),
    ],
  };
}

export function navigationStep(structures: string): StepDraft {
  return {
    title: 'Navigation and storms',
    description: 'Marking of the site for other sea users, and what storms have cost.',
    questions: [
      yesNo(
        'Is the site marked and lit as the navigation authority requires?',
        { yes: 3, no: 0 },
        { sample: { average: 'YES', poor: 'NO' } },
      ),
      yesNo(
        'Does the severe weather plan set limits for stopping work on the water?',
        { yes: 2, no: 0 },
        { sample: { average: 'NO', poor: 'NO' } },
      ),
      measure(
        'INTEGER',
        `${structures[0]!.toUpperCase()}${structures.slice(1)} lost or broken in storms in the last five years`,
        bands('0:1:3 | 1:3:2 | 3:6:1 | 6::0'),
        { ruleKey: 'storm.structuresLost', sample: { good: 0, average: 2, poor: 7 } },
      ),
    ],
  };
}

export function vesselsStep(equipment: string): StepDraft {
  return {
    title: 'Vessels and equipment',
    description: 'Work boats, lifting gear and the equipment that handles the crop.',
    questions: [
      yesNo(
        'Are the work boats surveyed and certified for their use (e.g. small commercial vessel code)?',
        { yes: 2, no: 0 },
        { sample: { average: 'YES', poor: 'NO' } },
      ),
      yesNo(
        'Is lifting equipment (cranes, winches) inspected by a competent person at least every 12 months?',
        { yes: 2, no: 0 },
        { sample: { average: 'NO', poor: 'NO' } },
      ),
      single(
        `Condition of the ${equipment} observed during the visit`,
        [
          ['Good, no defects', 3],
          ['Minor wear only', 2],
          ['Defects needing repair', 1],
          ['Unsafe or out of use', 0],
        ],
        { na: true, sample: { average: 1, poor: 2 } },
      ),
    ],
  };
}
