import { RISK_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import type { AnswerType } from '@aquarisk/contract/answer-types';
import { riskBand } from '@aquarisk/contract/risk';
import type { Action } from '@aquarisk/contract/schemas/action.schema';
import type { SinceLastAudit } from '@aquarisk/contract/schemas/compare.schema';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import type { ActionsReport, AuditReport, ReportSection, ReportStep } from '@aquarisk/contract/schemas/report.schema';
import type { StepQuestion } from '@aquarisk/contract/schemas/results.schema';
import type { TemplateForm } from '../template-form.ts';

/** A farm named in Greek and Polish letters, to prove the embedded font carries them. */
export const FARM_NAME = 'Ιχθυοτροφείο Łódź–Θεσσαλονίκη';
export const COMPANY_NAME = 'Ферма Północ AS';

export const farm: Farm = {
  externalId: 'f-1',
  companyExtId: 'c-1',
  name: FARM_NAME,
  description: null,
  siteId: 'GR-0042',
  siteType: 'Sea cage',
  species: 'Gilthead sea bream',
  country: 'Greece',
  stateProvince: 'Central Macedonia',
  latitude: 40.6401,
  longitude: 22.9444,
  animalCount: 1_250_000,
  tonnage: 820,
  farmArea: null,
  growingArea: null,
  harvestWeight: 450,
  stockingDensity: 15,
  stockingWeight: 5,
  structureCount: 12,
  structures: [],
  startYear: 2009,
  duration: null,
  surveyDate: '2026-05-14T09:00:00.000Z',
  currencyCode: 'EUR',
  actualValue: 4_200_000,
  avgValue: 3_900_000,
  maxValue: 5_000_000,
  availableMediaCategories: [],
};

/** One answered question of each type, in the stored forms of docs/requirements.md#decisions-audits. */
const answered: [AnswerType, string, string | null][] = [
  ['YES_NO', 'YES', null],
  ['SINGLE_SELECT', '[20]', null],
  ['MULTI_SELECT', '[10,30]', null],
  ['FLOAT', '9.81', 'MG_L'],
  ['INTEGER_RANGE', '10-20', 'CELSIUS'],
  ['DATE', '2026-03-07', null],
  ['LONG_TEXT', '<h2>Net inspection</h2><p>Nets were <strong>clean</strong>.</p><ul><li>Cage 4 torn</li><li>Cage 7 fouled</li></ul>', null],
  ['SHORT_TEXT', 'Ζημιά στο δίχτυ', null],
];
const options = [
  { ordinal: 10, text: 'Daily checks' },
  { ordinal: 20, text: 'Weekly checks' },
  { ordinal: 30, text: 'Diver inspection' },
];

function question(id: number, i: number): StepQuestion {
  const [answerType, answerStr, answerUnits] = answered[i % answered.length]!;
  return {
    id,
    name: `Question ${i + 1}`,
    ordinal: (i + 1) * 10,
    text: `Question ${id}: is ${answerType.toLowerCase().replace(/_/g, ' ')} recorded for the site?`,
    answerType,
    answerUnits,
    answerOptions: options,
    answer: { answerStr },
    notApplicable: false,
    capRisk: null,
  };
}

const SECTION_NAMES = ['Animal Health', 'Environment', 'Equipment', 'Governance', 'Husbandry'];

/** An audit report of `questions` questions over five sections of four steps each. */
export function auditReport(questions = SECTION_NAMES.length * 4 * answered.length): AuditReport {
  const perStep = Math.ceil(questions / (SECTION_NAMES.length * 4));
  let id = 0;
  const sections: ReportSection[] = SECTION_NAMES.map((name, s) => {
    const steps: ReportStep[] = Array.from({ length: 4 }, (_, st) => {
      const score = (s * 4 + st) * 5;
      return {
        id: s * 100 + st + 1,
        externalId: String(s * 100 + st + 1),
        title: `${name} step ${st + 1}`,
        description: null,
        risk: riskBand(score),
        caps: [],
        questions: Array.from({ length: perStep }, (_, i) => question(++id, i)),
      };
    });
    return { id: s + 1, externalId: String(s + 1), name, risk: riskBand(s * 20 + 10), normScore: s * 20 + 10, caps: [], children: steps };
  });
  return {
    farmName: FARM_NAME,
    companyName: COMPANY_NAME,
    farm,
    userNames: {},
    scoring: { title: 'Spring audit 2026', surveyExtId: 's-1', risk: 'MODERATE', normScore: 47.25, caps: [], children: sections },
  };
}

const action = (n: number, sectionId: number | null, closed: boolean): Action => ({
  externalId: `a-${n}`,
  title: `Repair the cage ${n} net`,
  description: `<p>Net of cage ${n} is <em>torn</em>.</p>`,
  riskLevel: closed ? 'HIGH' : 'MODERATE_LOW',
  createdByName: 'Astrid Auditor',
  createdAt: '2026-05-14T09:00:00.000Z',
  closedAt: closed ? '2026-06-02T10:00:00.000Z' : null,
  closedByName: closed ? 'Χρήστος Παπαδόπουλος' : null,
  closedDescription: closed ? '<p>Net replaced by diver team.</p>' : null,
  sectionId,
  stepId: null,
  questionId: null,
  owner: n === 3 ? null : { externalId: `u-${n}`, name: n === 1 ? 'Olga Owner' : 'Ørjan Åsheim' },
  dueOn: n === 1 ? '2026-05-28' : n === 2 ? '2026-06-10' : '2026-09-01',
});

/** The day the actions report is rendered on in tests: action 2 is overdue, action 3 is not, action 1 is closed. */
export const ACTIONS_TODAY = '2026-06-15';

export const actionsReport: ActionsReport = {
  surveyName: 'Spring audit 2026',
  farmName: FARM_NAME,
  companyName: COMPANY_NAME,
  sections: SECTION_NAMES.map((name, i) => ({ id: i + 1, name })),
  actions: [action(1, 3, true), action(2, 1, false), action(3, null, false)],
};

const types: AnswerType[] = [
  'YES_NO',
  'SINGLE_SELECT',
  'MULTI_SELECT',
  'SHORT_TEXT',
  'LONG_TEXT',
  'INTEGER',
  'FLOAT_RANGE',
  'DATE',
  'DATE_TIME',
];

export const templateForm: TemplateForm = {
  name: 'Salmonid sea site',
  sections: SECTION_NAMES.slice(0, 2).map((name, s) => ({
    id: s + 1,
    name,
    title: null,
    ordinal: (s + 1) * 10,
    steps: [1, 2].map((st) => ({
      id: s * 10 + st,
      title: `${name} step ${st}`,
      description: 'Walk the site with the farm manager.',
      ordinal: st * 10,
      questions: types.map((answerType, q) => ({
        id: s * 100 + st * 10 + q,
        text: `How is ${answerType.toLowerCase().replace(/_/g, ' ')} kept?`,
        ordinal: (q + 1) * 10,
        answerType,
        answerUnits: answerType === 'INTEGER' ? 'KILOGRAMS' : answerType === 'FLOAT_RANGE' ? 'CELSIUS' : 'NONE',
        answerOptions: options,
      })),
    })),
  })),
};

/** "Since the last audit" against the farm's scored audit of 2024, empty unless `parts` fill it (issue 26 item 7). */
export function sinceLastAudit(parts: Partial<SinceLastAudit> = {}): SinceLastAudit {
  return {
    previous: {
      externalId: 'p-1',
      name: 'Hardanger annual audit 2024',
      date: '2024-05-14T08:00:00.000Z',
      scoredAt: '2024-05-20T08:00:00.000Z',
      normScore: 81.4,
      risk: 'LOW',
      scoreRisk: 'LOW',
      modelVersion: RISK_MODEL_VERSION,
    },
    modelNote: null,
    sections: [],
    changedAnswers: [],
    actionsCarried: [],
    actionsClosed: [],
    ...parts,
  };
}
