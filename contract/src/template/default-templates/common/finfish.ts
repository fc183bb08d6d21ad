import { bands } from '../band-notation.ts';
import { ask, measure, percent, single, yesNo, type BandDraft, type Sample, type StepDraft } from '../build.ts';

/** Steps the fish templates share: escapes and stock, fish health planning and mortality (docs/templates.md). */

export interface EscapeOptions {
  /** the capped demo farm hid an escape: 150,000 fish, never reported */
  cappedByEscape?: boolean;
  reportingGuidance: string;
}

export function escapesStep(o: EscapeOptions): StepDraft {
  const capped = (value: Sample['good']): Sample => (o.cappedByEscape ? { capped: value } : {});
  return {
    title: 'Escapes and stock',
    description: 'Fish escaped this cycle, whether every escape was reported in time, and stock that cannot be accounted for.',
    questions: [
      measure('INTEGER', 'Fish escaped from the site this cycle (known or estimated)', bands('0:1:4 | 1:100:3 | 100:300:2 | 300::0'), {
        key: 'escaped',
        ruleKey: 'escapes.count',
        guidance:
          'Include escapes found at stock counts and harvest reconciliation, not only those seen. The ASC Salmon Standard (3.4.1) allows fewer than 300 escapees per production cycle: 300 or more caps the audit at MODERATE HIGH.',
        sample: { good: 0, average: 40, poor: 2500, ...capped(150_000) },
      }),
      ask('DATE', 'Date of the largest escape this cycle', {
        includeIf: { key: 'escaped', condition: 'GT', value: '0' },
        sample: { average: 120, poor: 200, capped: 95 },
      }),
      single(
        'Cause of the largest escape this cycle',
        [
          ['Net torn by predators', 0],
          ['Net damaged in handling, delousing or a well-boat operation', 0],
          ['Storm or structural failure of the moorings or pens', 0],
          ['Vessel collision', 0],
          ['Not found', 0],
        ],
        {
          includeIf: { key: 'escaped', condition: 'GT', value: '0' },
          guidance: 'From the escape report and the investigation; an escape whose cause was never found can happen again.',
          sample: { average: 1, poor: 4, capped: 0 },
        },
      ),
      single(
        'Were all escapes this cycle reported to the authority in time?',
        [
          ['No escapes this cycle', 3],
          ['Yes, every escape was reported in time', 3],
          ['Reported, but late', 1, { cap: 'MODERATE_HIGH' }],
          ['Not reported', 0, { cap: 'HIGH' }],
        ],
        {
          guidance: `${o.reportingGuidance} The rule of the farm's jurisdiction is shown with the results. An escape never reported caps the audit at HIGH.`,
          sample: { good: 0, average: 1, poor: 1, ...capped(3) },
        },
      ),
      percent(
        'Unexplained stock difference at the last stock count or harvest (% of the fish stocked)',
        bands('0:1:3 | 1:3:2 | 3:5:1 | 5::0'),
        {
          ruleKey: 'stock.unexplained',
          guidance:
            'Fish stocked minus recorded mortality, harvest and culls, compared with the fish counted. A large unexplained difference usually means unrecorded escapes or predation.',
          sample: { good: 0.4, average: 1.8, poor: 6.5, ...capped(9.5) },
        },
      ),
      yesNo(
        'Can recapture nets and crew be deployed within 24 hours of an escape?',
        { yes: 3, no: 0 },
        {
          guidance: 'Ask where the recapture nets are stored, who sets them and whether the recapture permit is in place in advance.',
        },
      ),
    ],
  };
}

export interface HealthPlanOptions {
  /** the vaccination question, or none (e.g. species without commercial vaccines) */
  vaccination: string;
  vaccinationGuidance: string;
  /** N/A allowed: species without a commercial vaccine. Salmon are always vaccinated, so theirs allows none (issue 22). */
  vaccinationNa: boolean;
  /** a number of the stock on arrival, e.g. smolt weight at sea transfer, answered under the spec's rule (> 0) */
  arrivalWeight: { text: string; sample: Sample };
}

export function healthPlanStep(o: HealthPlanOptions): StepDraft {
  return {
    title: 'Fish health planning',
    description: 'Whether fish health is planned with a veterinarian, who is responsible, and how the stock arrived.',
    questions: [
      ask('USER', 'Who is the responsible fish health manager on site?', {
        guidance: 'The named person accountable for day-to-day health and welfare decisions, reachable out of hours.',
      }),
      yesNo(
        'Is there a written fish health plan agreed with the site veterinarian?',
        { yes: 4, no: 0 },
        {
          guidance:
            'A veterinary health plan covers disease prevention, vaccination, treatment protocols, mortality investigation triggers and humane culling.',
          sample: { poor: 'NO' },
        },
      ),
      yesNo(
        'Has the fish health plan been reviewed in the last 12 months?',
        { yes: 2, no: 0 },
        { na: true, sample: { poor: 'N/A', average: 'NO' } },
      ),
      ask('URL', 'Link to the current fish health plan in the document system', {
        points: 1,
        na: true,
        hint: 'e.g. https://intranet.example.com/qms/fhp-site-12',
        sample: { good: 'https://qms.example.com/fish-health-plan.pdf', average: 'https://qms.example.com/fhp-2024.pdf', poor: 'N/A' },
      }),
      single(
        'How often does a veterinarian or fish health biologist visit the site?',
        [
          ['At least monthly', 4],
          ['Quarterly', 3],
          ['Twice a year', 1],
          ['Once a year or less', 0],
          ['Only when called out', 0],
        ],
        { sample: { good: 0, average: 1, poor: 4 } },
      ),
      ask('DATE', 'Date of the last veterinary visit', {
        bands: bands('0:92:3 | 92:183:2 | 183:366:1 | 366::0'),
        ruleKey: 'health.vetVisitDate',
        guidance:
          'Scored by its age on the audit date: within 3 months is good practice. Older than a year is a shortfall (in Norway a breach of the health-control rules, which cap at MODERATE HIGH).',
        sample: { good: 12, average: 75, poor: 260 },
      }),
      yesNo(o.vaccination, { yes: 3, no: 0 }, { na: o.vaccinationNa, guidance: o.vaccinationGuidance }),
      ask('FLOAT', o.arrivalWeight.text, { units: 'GRAMS', sample: o.arrivalWeight.sample }),
    ],
  };
}

export interface MortalityOptions {
  monthly: readonly BandDraft[];
  cycle: readonly BandDraft[];
  monthlySample: Sample;
  cycleSample: Sample;
  cycleGuidance: string;
  /** the measure whose benchmark limits the cycle's mortality (docs/templates.md) */
  cycleRule: 'mortality.cycle.salmonid' | 'mortality.cycle.finfish';
}

/** Issue 22: the ASC's viral-disease limit scores the same for every fish farm. */
const VIRAL_BANDS = bands('0:2:3 | 2:5:2 | 5:10:1 | 10::0');

export function mortalityStep(o: MortalityOptions): StepDraft {
  return {
    title: 'Mortality',
    description: 'How dead fish are removed, recorded and disposed of, and how many died last month and this cycle.',
    questions: [
      single(
        'How often are dead fish removed from each pen, pond or tank?',
        [
          ['Daily', 4],
          ['Every 2–3 days', 2],
          ['Weekly', 1],
          ['Less than weekly', 0],
        ],
        {
          guidance:
            'Dead fish are a disease reservoir and attract predators; daily removal is expected, more often in disease events or warm water.',
          sample: { average: 1, poor: 2 },
        },
      ),
      yesNo('Are mortalities recorded daily per unit with a cause of death?', { yes: 3, no: 0 }),
      percent('Mortality last month (% of the fish at the start of the month)', o.monthly, {
        key: 'mortalityLastMonth',
        ruleKey: 'mortality.month',
        hint: 'Dead fish in the last full month ÷ fish at the start of that month × 100, e.g. 0.85',
        sample: o.monthlySample,
      }),
      percent('Mortality of the last completed cycle (% of the fish stocked)', o.cycle, {
        key: 'cycleMortality',
        ruleKey: o.cycleRule,
        guidance: `${o.cycleGuidance} Take the last cycle harvested out, not the one still in the water: a cycle "so far" hides its worst months.`,
        sample: o.cycleSample,
      }),
      percent('Mortality from viral disease in the last completed cycle (% of the fish stocked)', VIRAL_BANDS, {
        ruleKey: 'mortality.viral',
        guidance:
          'Deaths with a diagnosed viral cause (e.g. pancreas disease, ISA, IPN, CMS, nodavirus). The ASC Salmon Standard allows at most 10%; more caps the audit at MODERATE HIGH.',
        sample: { good: 0.5, average: 3, poor: 12 },
      }),
      percent('Share of the last completed cycle’s deaths without a diagnosed cause (%)', null, {
        includeIf: { key: 'cycleMortality', condition: 'GT', value: '6' },
        ruleKey: 'mortality.unexplainedShare',
        guidance:
          'Asked when the cycle lost more than 6%. The ASC Salmon Standard expects at least 60% of the deaths to have a diagnosed cause; more than 40% unexplained caps the audit at MODERATE HIGH.',
        sample: { good: 20, average: 30, poor: 55 },
      }),
      ask('LONG_TEXT', 'Describe the investigation of last month’s mortality: diagnosis and corrective actions', {
        includeIf: { key: 'mortalityLastMonth', condition: 'GTE', value: '2' },
        guidance:
          'Expect veterinary involvement, laboratory samples, a documented cause and actions such as stopping feed or postponing handling.',
      }),
      yesNo(
        'Are dead fish disposed of through an approved route (ensilage or licensed collection)?',
        { yes: 3, no: 0 },
        {
          guidance:
            'Fish mortalities are animal by-products (Category 2 in the EU and UK); ensilage should be covered and kept at pH below 4.',
        },
      ),
    ],
  };
}

export function biosecurityStep(neighbourGuidance: string): StepDraft {
  return {
    title: 'Biosecurity',
    description: 'Controls on people, equipment and vessels, and the distance to other farms.',
    questions: [
      single(
        'Which best describes the biosecurity controls for people, equipment and vessels?',
        [
          ['Written plan with disinfection points, visitor log and equipment disinfection records', 4],
          ['Written plan, records incomplete', 2],
          ['Informal practice only', 1],
          ['No biosecurity controls', 0],
        ],
        {
          guidance: 'Walk the site: footbaths, dedicated equipment, disinfection certificates of well-boats and contractors.',
          sample: { average: 1, poor: 2 },
        },
      ),
      measure('FLOAT', 'Distance to the nearest farm of another company (m)', bands('0:1000:0 | 1000:2500:1 | 2500:5000:2 | 5000::3'), {
        units: 'METERS',
        bounds: { min: 0 },
        ruleKey: 'site.neighbourDistance',
        guidance: neighbourGuidance,
        sample: { good: 6200, average: 2800, poor: 650 },
      }),
      yesNo('Are new stock moved to the site only with a health certificate from the source?', { yes: 3, no: 0 }),
    ],
  };
}
