import { bands } from '../band-notation.ts';
import { ask, measure, percent, single, yesNo, type QuestionDraft, type SectionDraft, type StepDraft } from '../build.ts';
import { EXPIRY_BANDS } from './sea-site.ts';

/**
 * The Governance section every default template shares (docs/templates.md): licences, certification and insurance,
 * perils and loss history with its disclosure knockout, and one question per emergency plan.
 */
export interface GovernanceOptions {
  /** 'standing biomass' for fish, 'stocked area or tonnage' for shellfish and seaweed */
  licensedMeasure: string;
  /** certification schemes that fit the farm type, best first, e.g. 'ASC or BAP' */
  schemes: string;
  /** the perils losses are recorded under */
  perils: readonly string[];
  /** one question each: 'escapes', 'fire on the feed barge', … */
  plans: readonly string[];
  /** which governance knockout the capped demo farm fails */
  cappedBy?: 'licence' | 'disclosure';
}

function licences(o: GovernanceOptions): StepDraft {
  return {
    title: 'Licences and consents',
    description: 'Whether the site operates within valid licences and how it has dealt with its regulators.',
    questions: [
      yesNo(
        'Is the site licence valid?',
        { yes: 5, no: 0, capNo: 'HIGH' },
        {
          ruleKey: 'licence.valid',
          guidance:
            'The aquaculture licence or lease must be in force on the audit date, held by the operator and cover the species farmed. Farming without one is a knockout: the audit is capped at HIGH whatever else scores.',
          ...(o.cappedBy === 'licence' ? { sample: { capped: 'NO' } } : {}),
        },
      ),
      yesNo(
        `Is the ${o.licensedMeasure} within the licensed maximum?`,
        { yes: 4, no: 0, capNo: 'MODERATE_HIGH' },
        {
          guidance: 'Compare the licensed maximum with the current figure and the planned peak of this cycle.',
        },
      ),
      ask('SHORT_TEXT', 'Site licence or registration number', {
        hint: 'As shown on the licence, e.g. FS0123',
        sample: { good: 'FS0123', average: 'FS0456', poor: 'pending renewal' },
      }),
      ask('DATE', 'Expiry date of the site licence', {
        bands: EXPIRY_BANDS,
        ruleKey: 'licence.expiry',
        guidance:
          'Scored by the time left on the audit date. Farming on an expired licence is a legal breach: the audit is capped at HIGH.',
        sample: { good: -1800, average: -400, poor: -45 },
      }),
      single(
        'Regulatory compliance in the last 3 years',
        [
          ['No enforcement notice, warning letter or recorded breach', 4],
          ['Minor findings, closed out on time', 3],
          ['Warning letter or breach, closed out', 1],
          ['Enforcement notice or breach still open', 0, { cap: 'MODERATE_HIGH' }],
        ],
        {
          key: 'compliance',
          guidance:
            'Ask for the regulator’s inspection reports and correspondence of the last 3 years. An enforcement notice still open caps the audit at MODERATE HIGH.',
          sample: { average: 1, poor: 3 },
        },
      ),
      ask('LONG_TEXT', 'Describe the findings, the regulator’s requirements and how they were closed out', {
        includeIf: { key: 'compliance', condition: 'NE', value: '10' },
      }),
    ],
  };
}

function certificationAndInsurance(o: GovernanceOptions): StepDraft {
  return {
    title: 'Certification, insurance and contractors',
    description: 'Third-party certification, stock insurance and the control of contractors who work on site.',
    questions: [
      single(
        'Certification of the site to a recognised aquaculture standard',
        [
          [`${o.schemes} certificate in force`, 4],
          ['Another recognised scheme (e.g. GLOBALG.A.P., organic), certificate in force', 3],
          ['Certification audit booked', 1],
          ['Not certified', 0],
        ],
        {
          guidance: 'Check the certificate on the scheme’s public register, its scope (site and species) and its expiry.',
          sample: { average: 2, poor: 3 },
        },
      ),
      yesNo('Is the stock insured for the current cycle?', { yes: 3, no: 0 }, { sample: { poor: 'NO' } }),
      yesNo(
        'Are the warranties of the stock policy met (e.g. mooring certificates, inspection intervals)?',
        { yes: 3, no: 0 },
        {
          na: true,
          guidance: 'Answer N/A when the stock is not insured.',
          sample: { average: 'NO', poor: 'N/A' },
        },
      ),
      ask('DATE', 'Expiry date of the current stock insurance policy', {
        na: true,
        bands: bands(':-30:2 | -30:1:1 | 1::0'),
        guidance: 'Answer N/A when the stock is not insured. Scored by the time left on the audit date.',
        sample: { good: -240, average: -90, poor: 'N/A' },
      }),
      yesNo(
        'Are contractors approved and audited before they work on site (competence, certificates, biosecurity)?',
        { yes: 3, no: 0 },
        {
          na: true,
          guidance: 'Divers, well-boats, net cleaners, ROV operators, harvest vessels. Answer N/A when no contractors work on site.',
          sample: { average: 'NO', poor: 'NO' },
        },
      ),
      yesNo(
        'Has everyone who works with the stock been trained for their tasks, with a training record for each person?',
        { yes: 3, no: 0 },
        {
          guidance:
            'Husbandry and welfare, biosecurity, handling of medicines and chemicals, and the emergency plans. Ask for the training matrix and check three names on the rota against it.',
          sample: { good: 'YES', average: 'NO', poor: 'NO' },
        },
      ),
      yesNo(
        'Are the stock, mortality, treatment, water-quality and inspection records kept for at least 2 years?',
        { yes: 3, no: 0 },
        {
          guidance:
            'Two years covers a whole production cycle and the loss history an insurer checks (Aquarisk decision); certification schemes and national law may ask for longer. Ask for a record of two years ago.',
          sample: { good: 'YES', average: 'NO', poor: 'NO' },
        },
      ),
    ],
  };
}

/** 'Storm or structural failure' → 'storm or structural failure' (an abbreviation such as 'WSSV' keeps its capitals). */
const asPhrase = (peril: string) => (/^[A-Z][a-z]/.test(peril) ? peril[0]!.toLowerCase() + peril.slice(1) : peril);

/**
 * Issue 39 item 3: loss events counted per peril. Two or more from the same peril in five years break the underwriting
 * standard of `losses.byPeril` (MODERATE HIGH). The average farm's one event was a storm; the poor farm's four were
 * two storms, a disease outbreak and one of the third peril.
 */
function lossEventsFrom(peril: string, index: number): QuestionDraft {
  return ask('INTEGER', `Of those loss events, how many were caused by ${asPhrase(peril)}?`, {
    includeIf: { key: 'lossEvents', condition: 'GT', value: '0' },
    bounds: { min: 0, max: 1000 },
    ruleKey: 'losses.byPeril',
    guidance: 'Two or more events from the same peril in five years cap the audit at MODERATE HIGH.',
    sample: { good: 0, average: index === 0 ? 1 : 0, poor: index === 0 ? 2 : index < 3 ? 1 : 0 },
  });
}

function lossHistory(o: GovernanceOptions): StepDraft {
  return {
    title: 'Perils and loss history',
    description: 'The losses of the last five years by peril, and whether every loss was disclosed to the insurer.',
    questions: [
      measure(
        'INTEGER',
        'Stock loss events in the last five years (each above 5% of the stock or the policy deductible)',
        bands('0:1:4 | 1:2:3 | 2:3:1 | 3::0'),
        {
          key: 'lossEvents',
          bounds: { min: 0, max: 1000 },
          ruleKey: 'losses.events',
          guidance:
            'Count every event, insured or not, then say below how many each peril caused. Two events from the same peril in five years show a peril that is not under control and cap the audit at MODERATE HIGH; three or more events of any perils do too.',
          sample: { good: 0, average: 1, poor: 4 },
        },
      ),
      ...o.perils.map((peril, i) => lossEventsFrom(peril, i)),
      percent('Largest single loss in the last five years (% of the standing stock)', bands('0:5:3 | 5:15:2 | 15:30:1 | 30::0'), {
        ruleKey: 'losses.largest',
        sample: { good: 0, average: 6.5, poor: 35 },
      }),
      ask('LONG_TEXT', 'Loss record of the last five years: date, peril, stock lost and claim for each event', {
        includeIf: { key: 'lossEvents', condition: 'GT', value: '0' },
      }),
      yesNo(
        'Have all losses of the last five years been disclosed to the insurer?',
        { yes: 4, no: 0, capNo: 'HIGH' },
        {
          guidance: 'Compare the farm’s mortality and stock records with the loss declaration. An undisclosed loss is a knockout.',
          ...(o.cappedBy === 'disclosure' ? { sample: { capped: 'NO' } } : {}),
        },
      ),
    ],
  };
}

function emergencyPlans(o: GovernanceOptions): StepDraft {
  return {
    title: 'Emergency plans',
    description: 'One question per emergency plan, who leads the response, and how often it is drilled.',
    questions: [
      ask('USER', 'Who leads the emergency response on site?'),
      ...o.plans.map((plan, i) =>
        yesNo(
          `Is there a written, current emergency plan for ${plan}?`,
          { yes: 2, no: 0 },
          {
            guidance: 'Current means reviewed in the last 12 months, with names, phone numbers and equipment lists that are still right.',
            sample: { average: i % 2 === 0 ? 'YES' : 'NO', poor: 'NO' },
          },
        ),
      ),
      measure('INTEGER', 'Emergency drills held in the last 12 months', bands('0:1:0 | 1:2:2 | 2::3'), {
        bounds: { min: 0, max: 365 },
        sample: { good: 2, average: 1, poor: 0 },
      }),
      ask('DATE', 'Date of the last emergency drill', { na: true, sample: { good: 40, average: 200, poor: 700 } }),
    ],
  };
}

export function governanceSection(o: GovernanceOptions): SectionDraft {
  return {
    name: 'Governance',
    description: 'Licences and compliance, certification and insurance, perils and loss history, and emergency plans.',
    steps: [licences(o), certificationAndInsurance(o), lossHistory(o), emergencyPlans(o)],
  };
}
