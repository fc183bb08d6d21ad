import { bands } from '../band-notation.ts';
import { ask, measure, multi, single, yesNo, type SectionDraft, type StepDraft } from '../build.ts';
import { certificationStep, INSPECTION_AGE_BANDS, netsStep, stormStep } from '../common/sea-site.ts';

/** Pens, feed barge and power of a floating fish farm (salmonid and marine finfish). */
export function pensAndBargeSteps(): StepDraft[] {
  return [
    {
      title: 'Moorings and pens',
      description: 'Inspection of the mooring grid and the condition of the pens.',
      questions: [
        ask('DATE', 'Date of the last mooring inspection (ROV or diver)', {
          bands: INSPECTION_AGE_BANDS,
          ruleKey: 'moorings.inspectionDate',
          guidance:
            'Moorings should be inspected at least yearly and after severe storms; check load-cell readings where fitted. Scored by its age on the audit date: over a year costs points, over two years all of them and caps the band (MODERATE HIGH in Norway).',
          sample: { good: 60, average: 300, poor: 640 },
        }),
        ask('INTEGER', 'Number of pens on site', { bounds: { min: 1, max: 1000 }, sample: { good: 10, average: 8, poor: 12 } }),
        measure('INTEGER', 'Fish in the largest pen (number)', bands('0:150000:3 | 150000:300000:2 | 300000:600000:1 | 600000::0'), {
          bounds: { min: 0, max: 10_000_000 },
          ruleKey: 'pens.largestCount',
          guidance:
            "One pen's fish is the most a torn net or a failed pen loses at once. Norway allows at most 200,000 salmon in a pen (akvakulturdriftsforskriften): more breaks the law there and caps the audit at MODERATE HIGH.",
          sample: { good: 120_000, average: 185_000, poor: 240_000 },
        }),
        single(
          'Condition of pen collars, walkways and handrails observed during the visit',
          [
            ['Good, no defects', 3],
            ['Minor wear only', 2],
            ['Damage needing repair', 1],
            ['Serious damage or missing parts', 0],
          ],
          {
            guidance: 'Check brackets, stanchions, cracks in HDPE rings, buoyancy and the attachment points of the nets.',
            sample: { average: 1, poor: 2 },
          },
        ),
        measure(
          'FLOAT',
          'Clearance between the net bottom and the seabed at lowest astronomical tide (m)',
          bands('0:3:0 | 3:10:1 | 10::2'),
          {
            units: 'METERS',
            bounds: { min: 0, max: 1000 },
            guidance: 'Nets or weights touching the seabed wear quickly and damage the benthos.',
            sample: { good: 18, average: 8, poor: 2.5 },
          },
        ),
      ],
    },
    {
      title: 'Feed barge and power',
      description: 'The feed barge, feed storage, and the resilience of power and alarms.',
      questions: [
        yesNo(
          'Has the feed barge been surveyed for stability and seaworthiness in the last 12 months?',
          { yes: 3, no: 0 },
          { na: true, guidance: 'Answer N/A when the site is fed from a vessel without a barge.' },
        ),
        multi(
          'Which power and alarm systems are in place?',
          [
            ['Backup generator with automatic start', 2],
            ['Remote alarms to on-call staff', 2],
            ['Fire detection and suppression on the barge', 2],
            ['Bunded fuel and oil storage', 1],
            ['CCTV of pens and barge', 1],
          ],
          6,
        ),
        measure('INTEGER', 'Feed stored on site (days of feeding at peak biomass)', bands('0:3:0 | 3:7:2 | 7::3'), {
          units: 'DAYS',
          bounds: { min: 0, max: 365 },
          hint: 'Barge capacity in tonnes ÷ daily feed at peak, rounded down',
          guidance: 'Bad weather can stop deliveries for days; a short store means starving fish or risky deliveries.',
          sample: { good: 12, average: 5, poor: 2 },
        }),
        yesNo('Is the backup generator tested under load at least monthly?', { yes: 3, no: 0 }),
      ],
    },
  ];
}

export const salmonidEngineering: SectionDraft = {
  name: 'Engineering',
  description: 'Site certification, nets, moorings and pens, the feed barge and power, and storm preparedness.',
  steps: [certificationStep(), netsStep(), ...pensAndBargeSteps(), stormStep()],
};
