import { ask, single, yesNo, type SectionDraft } from '../build.ts';
import { linesStep, navigationStep, vesselsStep } from '../common/longlines.ts';
import { onSystems } from '../common/production-system.ts';
import { INSPECTION_AGE_BANDS } from '../common/sea-site.ts';
import { BIVALVE_SYSTEMS } from './bivalve-systems.ts';

/**
 * The structures follow the production system (issue 22): engineered longlines and rafts are asked of longline farms
 * only, so an honest intertidal farm is not capped for the longlines it does not have; trestle farms are asked about
 * their trestles and bags, bottom culture about its beds.
 */
const on = (system: (typeof BIVALVE_SYSTEMS)[number]) => onSystems(BIVALVE_SYSTEMS, system);

export const bivalveEngineering: SectionDraft = {
  name: 'Engineering',
  description: 'Design and inspection of longlines and rafts, trestles or beds, navigation and storms, vessels and equipment.',
  steps: [
    linesStep('longlines or rafts', on('LONGLINE')),
    {
      title: 'Trestles and bags',
      description: 'How intertidal trestles, bags and posts are secured and kept.',
      questions: [
        yesNo(
          'Are trestles, bags and posts secured against storms and checked after each spring-tide series?',
          { yes: 3, no: 0 },
          {
            includeIf: on('INTERTIDAL'),
            guidance:
              'Bags are strapped to the trestles and the trestles fixed in the sediment; storms and spring tides lift and scatter them.',
          },
        ),
        single(
          'Condition of trestles, bags and posts observed during the visit',
          [
            ['Good, no defects', 3],
            ['Minor wear only', 2],
            ['Loose straps, sunk or broken trestles', 1],
            ['Serious damage or scattered bags', 0],
          ],
          { includeIf: on('INTERTIDAL'), sample: { average: 1, poor: 3 } },
        ),
        ask('DATE', 'Date of the last full inspection of the trestles and posts', {
          includeIf: on('INTERTIDAL'),
          bands: INSPECTION_AGE_BANDS,
          ruleKey: 'structures.inspectionDate',
          guidance: 'Scored by its age on the audit date.',
          sample: { good: 40, average: 300, poor: 800 },
        }),
      ],
    },
    {
      title: 'Beds',
      description: 'The marking and upkeep of bottom-culture beds.',
      questions: [
        yesNo(
          'Are the beds marked and their boundaries checked at least yearly?',
          { yes: 3, no: 0 },
          {
            includeIf: on('BOTTOM'),
            guidance: 'Unmarked beds are dredged or trawled by others and cannot be shown to lie within the lease.',
          },
        ),
      ],
    },
    navigationStep('lines, trestles or bags'),
    vesselsStep('grading, declumping and washing equipment'),
  ],
};
