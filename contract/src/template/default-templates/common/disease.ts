import { bands } from '../band-notation.ts';
import { ask, measure, multi, percent, single, yesNo, type OptionDraft, type Sample, type StepDraft } from '../build.ts';

/**
 * Disease and medicines, shared by the fish and shellfish templates: the listed-disease status, the pathogen record
 * with dates, the notification knockout (WOAH Aquatic Code ch. 1.1; EU Regulation 2016/429 art. 18), and for fish
 * the antibiotic courses of the cycle.
 */
export interface DiseaseOptions {
  /** the listed, notifiable or production-limiting pathogens of the farm type */
  pathogens: readonly string[];
  /** fish: antibiotic courses and prescriptions; shellfish have no medicines */
  medicines: boolean;
  /** the capped demo farm failed to notify */
  cappedByNotification?: boolean;
}

const STATUS: OptionDraft[] = [
  ['No listed disease suspected or confirmed', 4],
  ['Suspected, ruled out by the laboratory', 3],
  ['Not on the site; confirmed in the farm’s management area or zone', 2, { cap: 'MODERATE' }],
  ['Confirmed; controlled under official supervision', 1, { cap: 'MODERATE_HIGH' }],
  ['Confirmed; still active without official control', 0, { cap: 'HIGH' }],
];

export function diseaseStep(o: DiseaseOptions): StepDraft {
  const status: Sample = { good: 0, average: 1, poor: 3, ...(o.cappedByNotification ? { capped: 4 } : {}) };
  const notified: Sample = { good: 0, average: 1, poor: 1, ...(o.cappedByNotification ? { capped: 3 } : {}) };
  return {
    title: 'Disease and medicines',
    description: 'Listed and notifiable diseases of the last 24 months, their notification, and the use of medicines.',
    questions: [
      single('Listed disease status of the site over the last 24 months', STATUS, {
        key: 'diseaseStatus',
        guidance:
          'Listed means listed by WOAH or by national law. Check the official notifications, laboratory reports and any movement restrictions placed on the site. A listed disease confirmed on the site and still active caps the audit at HIGH, one under official control at MODERATE HIGH, and one confirmed in the management area or zone (not on the site) at MODERATE.',
        sample: status,
      }),
      multi(
        'Which pathogens were suspected or confirmed?',
        o.pathogens.map((p): OptionDraft => [p, 0]),
        0,
        {
          includeIf: { key: 'diseaseStatus', condition: 'NE', value: '10' },
          sample: { average: [0], poor: [0, 1], capped: [0] },
        },
      ),
      ask('LONG_TEXT', 'Pathogen record: for each case the pathogen, the date suspected, the laboratory result and the date notified', {
        includeIf: { key: 'diseaseStatus', condition: 'NE', value: '10' },
      }),
      percent('Stock lost to the confirmed listed disease (% of the stock)', null, {
        // Options 40 and 50 are the two "Confirmed" (on the site) answers: a single select's ordinal compares as a number.
        includeIf: { key: 'diseaseStatus', condition: 'GTE', value: '40' },
        ruleKey: 'disease.listedLoss',
        guidance:
          'Deaths and culls caused by the confirmed listed disease, including stock destroyed on official orders. A listed disease with mass mortality (20% of the stock or more) caps the audit at HIGH.',
        sample: { good: 0, average: 0, poor: 8, capped: 4 },
      }),
      single(
        'Were all suspected or confirmed listed diseases notified to the competent authority in time?',
        [
          ['Nothing to notify in the last 24 months', 3],
          ['Yes, every case was notified in time', 3],
          ['Notified, but late', 1, { cap: 'MODERATE_HIGH' }],
          ['Not notified', 0, { cap: 'HIGH' }],
        ],
        {
          guidance:
            'Operators must report a suspected listed disease to the competent authority at once. A late notification caps the audit at MODERATE HIGH; a case never notified caps it at HIGH, because the farm then carries an uncontrolled outbreak and an uninsurable regulatory exposure.',
          sample: notified,
        },
      ),
      ...(o.medicines
        ? [
            measure('INTEGER', 'Antibiotic treatment courses in the current production cycle', bands('0:1:3 | 1:2:2 | 2:4:1 | 4::0'), {
              bounds: { min: 0, max: 1000 },
              ruleKey: 'medicines.antibioticCourses',
              guidance:
                'ASC standards allow at most three antibiotic courses per production cycle (more shows as a MODERATE shortfall), and the ASC Shrimp Standard none at all. Count every prescription, whether the whole site or one unit was treated.',
              sample: { good: 0, average: 1, poor: 4 },
            }),
            yesNo(
              'Is every medicine used prescribed by a veterinarian?',
              { yes: 3, no: 0 },
              {
                guidance: 'Sample three treatments from the medicine log and match each to its prescription.',
              },
            ),
            yesNo(
              'Is the withdrawal period of each treatment recorded against the treated pen, pond or tank?',
              { yes: 3, no: 0 },
              {
                guidance: 'No fish may be harvested from a unit before its withdrawal period ends; check the harvest plan against the log.',
              },
            ),
          ]
        : []),
    ],
  };
}
