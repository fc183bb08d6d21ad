import { answerTypes, answerUnits, operators } from '../answer-types.ts';
import { languageTextSchema, type TemplateQuestion } from './template.schema.ts';
import { decodeBands } from './template-csv-bands.ts';
import { decodeOptions, readCap, type DraftOption } from './template-csv-options.ts';
import type { TemplateCsvColumn } from './template-csv-columns.ts';

/** Reading one question row of a template CSV; a bad cell throws a CsvRowError naming its column. */
export class CsvRowError extends Error {
  constructor(
    readonly line: number,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface CsvRow {
  line: number;
  cell: (column: TemplateCsvColumn) => string;
}

export type DraftQuestion = Omit<TemplateQuestion, 'answerOptions'> & { answerOptions: DraftOption[] };

const INTEGER = /^\d+$/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

export function readId(row: CsvRow, column: TemplateCsvColumn): number {
  const text = row.cell(column).trim();
  if (text === '') throw new CsvRowError(row.line, column, 'Required');
  if (!INTEGER.test(text) || Number(text) < 1) {
    throw new CsvRowError(row.line, column, 'Must be a positive whole number');
  }
  return Number(text);
}

/** An ordinal, or `fallback` when the cell is empty. */
export function readOrdinal(row: CsvRow, column: TemplateCsvColumn, fallback: number): number {
  const text = row.cell(column).trim();
  if (text === '') return fallback;
  if (!INTEGER.test(text)) throw new CsvRowError(row.line, column, 'Must be a whole number');
  return Number(text);
}

export function readNumber(row: CsvRow, column: TemplateCsvColumn): number | null {
  const text = row.cell(column).trim();
  if (text === '') return null;
  if (!NUMBER.test(text)) throw new CsvRowError(row.line, column, 'Must be a number');
  return Number(text);
}

function readEnum<T extends string>(row: CsvRow, column: TemplateCsvColumn, values: readonly T[], what: string): T {
  const text = row.cell(column).trim();
  if (!(values as readonly string[]).includes(text)) {
    const message = text === '' ? 'Required' : `Unknown ${what} '${text}' (expected one of ${values.join(', ')})`;
    throw new CsvRowError(row.line, column, message);
  }
  return text as T;
}

/** An empty cell is null: CSV cannot tell an empty text from a missing one. */
export const orNull = (text: string) => (text === '' ? null : text);

/** A condition in three cells: includeIf, or (issue 22) criticalIf. */
function readCondition(row: CsvRow, prefix: 'include_if' | 'critical_if'): TemplateQuestion['includeIf'] {
  const [idColumn, conditionColumn, valueColumn] = [`${prefix}_answer_id`, `${prefix}_condition`, `${prefix}_value`] as const;
  const answerId = row.cell(idColumn);
  const condition = row.cell(conditionColumn);
  const value = row.cell(valueColumn);
  if (answerId.trim() === '' && condition.trim() === '') {
    if (value !== '') throw new CsvRowError(row.line, idColumn, `Required when ${valueColumn} is set`);
    return null;
  }
  return { answerId: readId(row, idColumn), condition: readEnum(row, conditionColumn, operators, 'condition'), value };
}

function readLanguageText(row: CsvRow): TemplateQuestion['languageText'] {
  const text = row.cell('language_text').trim();
  if (text === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CsvRowError(row.line, 'language_text', 'Must be a JSON object');
  }
  const parsed = languageTextSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = issue.path.join('.') || 'top';
    throw new CsvRowError(row.line, 'language_text', `Not valid language text at ${at}: ${issue.message}`);
  }
  return parsed.data;
}

function readCapCell(row: CsvRow, column: 'cap_yes' | 'cap_no') {
  const cap = readCap(row.cell(column));
  if (cap === false) throw new CsvRowError(row.line, column, `Unknown cap '${row.cell(column).trim()}'`);
  return cap ?? undefined;
}

const YES = ['yes', 'true', '1'];
const NO = ['', 'no', 'false', '0'];

/**
 * Issue 13 cells: yes/no caps, number bands, the question's bounds and whether N/A is allowed; issue 22: the measure's
 * rule key. Absent when empty.
 */
function readExtras(row: CsvRow) {
  const bands = decodeBands(row.cell('bands'));
  if (!bands.ok) throw new CsvRowError(row.line, 'bands', bands.message);
  const [min, max] = [readNumber(row, 'bound_min'), readNumber(row, 'bound_max')];
  const na = row.cell('allow_na').trim().toLowerCase();
  if (!YES.includes(na) && !NO.includes(na)) throw new CsvRowError(row.line, 'allow_na', "Must be 'yes' or empty");
  const capYes = readCapCell(row, 'cap_yes');
  const capNo = readCapCell(row, 'cap_no');
  const ruleKey = row.cell('rule_key').trim();
  return {
    scoring: { ...(capYes ? { capYes } : {}), ...(capNo ? { capNo } : {}), ...(bands.bands.length ? { bands: bands.bands } : {}) },
    question: {
      ...(min !== null || max !== null ? { answerBounds: { min, max } } : {}),
      ...(YES.includes(na) ? { allowNotApplicable: true } : {}),
      ...(ruleKey ? { ruleKey } : {}),
    },
  };
}

/** The question of one row; `position` (1-based) gives the default name and ordinal. */
export function readQuestion(row: CsvRow, position: number): DraftQuestion {
  const id = readId(row, 'question_id');
  const answerType = readEnum(row, 'answer_type', answerTypes, 'answer type');
  const units = row.cell('answer_units').trim();
  const options = decodeOptions(row.cell('options'));
  if (!options.ok) throw new CsvRowError(row.line, 'options', options.message);
  const extras = readExtras(row);
  const criticalIf = readCondition(row, 'critical_if');
  const scoring = {
    min: readNumber(row, 'score_min') ?? 0,
    max: readNumber(row, 'score_max') ?? 0,
    default: readNumber(row, 'score_default'),
    yes: readNumber(row, 'score_yes'),
    no: readNumber(row, 'score_no'),
    ...extras.scoring,
  };
  return {
    id,
    name: row.cell('question_name') || `Question ${position}`,
    text: row.cell('question_text'),
    guidance: orNull(row.cell('guidance')),
    hint: orNull(row.cell('hint')),
    ordinal: readOrdinal(row, 'question_ordinal', 10 * position),
    scoring: { minValue: scoring.min, maxValue: scoring.max, defaultValue: scoring.default ?? 0 },
    includeIf: readCondition(row, 'include_if'),
    answer: { id: readId(row, 'answer_id'), answerType, questionId: id, scoring },
    answerType,
    answerUnits: units === '' ? 'NONE' : readEnum(row, 'answer_units', answerUnits, 'unit'),
    answerOptions: options.options,
    languageText: readLanguageText(row),
    ...extras.question,
    ...(criticalIf ? { criticalIf } : {}),
  };
}
