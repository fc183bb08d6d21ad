/** The columns of a template CSV, in the order written (docs/formats/template-csv.md). */
export const TEMPLATE_CSV_COLUMNS = [
  'section_id',
  'section_ordinal',
  'section_name',
  'section_title',
  'section_description',
  'step_id',
  'step_ordinal',
  'step_name',
  'step_title',
  'step_description',
  'question_id',
  'question_ordinal',
  'question_name',
  'question_text',
  'guidance',
  'hint',
  'answer_id',
  'answer_type',
  'answer_units',
  'score_min',
  'score_max',
  'score_default',
  'score_yes',
  'score_no',
  'cap_yes',
  'cap_no',
  'bands',
  'bound_min',
  'bound_max',
  'allow_na',
  'rule_key',
  'include_if_answer_id',
  'include_if_condition',
  'include_if_value',
  'critical_if_answer_id',
  'critical_if_condition',
  'critical_if_value',
  'options',
  'language_text',
  'risk_low',
  'risk_moderate_low',
  'risk_moderate',
  'risk_moderate_high',
  'farm_type',
] as const;
export type TemplateCsvColumn = (typeof TEMPLATE_CSV_COLUMNS)[number];

/** A file must have these headers; the others may be left out (their cells read as empty). */
export const REQUIRED_COLUMNS: readonly TemplateCsvColumn[] = [
  'section_id',
  'section_name',
  'step_id',
  'step_title',
  'question_id',
  'question_text',
  'answer_id',
  'answer_type',
];

export const SECTION_COLUMNS = ['section_ordinal', 'section_name', 'section_title', 'section_description'] as const;
export const STEP_COLUMNS = ['step_ordinal', 'step_name', 'step_title', 'step_description'] as const;
export const QUESTION_COLUMNS = TEMPLATE_CSV_COLUMNS.slice(
  TEMPLATE_CSV_COLUMNS.indexOf('question_id'),
  TEMPLATE_CSV_COLUMNS.indexOf('risk_low'),
);
export const THRESHOLD_COLUMNS = ['risk_low', 'risk_moderate_low', 'risk_moderate', 'risk_moderate_high'] as const;
export const THRESHOLD_KEYS = ['low', 'moderateLow', 'moderate', 'moderateHigh'] as const;
/** Template-level cells: on the first data row only (later rows leave them empty or repeat them). */
export const TEMPLATE_COLUMNS = [...THRESHOLD_COLUMNS, 'farm_type'] as const;

const SECTION_FIELDS: Record<string, TemplateCsvColumn> = {
  id: 'section_id',
  ordinal: 'section_ordinal',
  name: 'section_name',
  title: 'section_title',
  description: 'section_description',
  steps: 'step_id',
};
const STEP_FIELDS: Record<string, TemplateCsvColumn> = {
  id: 'step_id',
  ordinal: 'step_ordinal',
  name: 'step_name',
  title: 'step_title',
  description: 'step_description',
  questions: 'question_id',
};
const QUESTION_FIELDS: Record<string, TemplateCsvColumn> = {
  id: 'question_id',
  ordinal: 'question_ordinal',
  name: 'question_name',
  text: 'question_text',
  guidance: 'guidance',
  hint: 'hint',
  answerType: 'answer_type',
  answerUnits: 'answer_units',
  answerOptions: 'options',
  languageText: 'language_text',
  'answer.id': 'answer_id',
  'answer.answerType': 'answer_type',
  'answer.questionId': 'question_id',
  'answer.scoring.min': 'score_min',
  'answer.scoring.max': 'score_max',
  'answer.scoring.default': 'score_default',
  'answer.scoring.yes': 'score_yes',
  'answer.scoring.no': 'score_no',
  'includeIf.answerId': 'include_if_answer_id',
  'includeIf.condition': 'include_if_condition',
  'includeIf.value': 'include_if_value',
  'criticalIf.answerId': 'critical_if_answer_id',
  'criticalIf.condition': 'critical_if_condition',
  'criticalIf.value': 'critical_if_value',
  'answer.scoring.capYes': 'cap_yes',
  'answer.scoring.capNo': 'cap_no',
  'answer.scoring.bands': 'bands',
  'answerBounds.max': 'bound_max',
  answerBounds: 'bound_min',
  allowNotApplicable: 'allow_na',
  ruleKey: 'rule_key',
};

/** Where the rows of the built template came from, to turn a template path back into a line. */
export interface RowLines {
  firstDataLine: number;
  sections: { line: number; steps: { line: number; questions: number[] }[] }[];
}

/** 'sections[0].steps[1].questions[2].answer.id' or a zod path → the CSV line and column it came from. */
export function locatePath(path: string | readonly PropertyKey[], lines: RowLines): { line: number; field: string } {
  const keys = typeof path === 'string' ? path.split(/[.[\]]+/).filter(Boolean) : path.map(String);
  const [kind, s, , st, , q, ...rest] = keys;
  if (kind === 'farmType') return { line: lines.firstDataLine, field: 'farm_type' };
  if (kind === 'riskThresholds') {
    const key = THRESHOLD_KEYS.indexOf(s as (typeof THRESHOLD_KEYS)[number]);
    return { line: lines.firstDataLine, field: THRESHOLD_COLUMNS[Math.max(key, 0)]! };
  }
  const section = kind === 'sections' ? lines.sections[Number(s)] : undefined;
  if (!section) return { line: 1, field: kind === 'name' ? 'name' : 'section_id' };
  const step = keys[2] === 'steps' ? section.steps[Number(st)] : undefined;
  if (!step) return { line: section.line, field: SECTION_FIELDS[keys[2] ?? 'id'] ?? 'section_id' };
  const line = keys[4] === 'questions' ? step.questions[Number(q)] : undefined;
  if (line === undefined) return { line: step.line, field: STEP_FIELDS[keys[4] ?? 'id'] ?? 'step_id' };
  const field = rest.filter((k) => !/^\d+$/.test(k)).join('.');
  const match = Object.keys(QUESTION_FIELDS).find((k) => field === k || field.startsWith(`${k}.`));
  return { line, field: match ? QUESTION_FIELDS[match]! : 'question_id' };
}
