import { formatCsv, parseCsv } from '../csv/csv-records.ts';
import { deriveTemplateScores, validateTemplate } from './template-rules.ts';
import { templateBodySchema, type TemplateBody } from './template.schema.ts';
import { buildTemplate } from './template-csv-build.ts';
import { encodeBands } from './template-csv-bands.ts';
import {
  locatePath,
  REQUIRED_COLUMNS,
  TEMPLATE_CSV_COLUMNS,
  type TemplateCsvColumn,
  THRESHOLD_COLUMNS,
  THRESHOLD_KEYS,
} from './template-csv-columns.ts';
import { encodeOptions } from './template-csv-options.ts';
import { CsvRowError, type CsvRow } from './template-csv-rows.ts';

/**
 * Templates as CSV, one row per question (docs/formats/template-csv.md). Derived scores are not written: reading
 * recomputes them, so JSON → CSV → JSON gives back a template whose scores were derived.
 */
export interface TemplateCsvError {
  line: number;
  field: string;
  message: string;
}
export type TemplateCsvResult = { ok: true; template: TemplateBody } | { ok: false; error: TemplateCsvError };

type Cells = Partial<Record<TemplateCsvColumn, string>>;
const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function templateToCsv(template: Pick<TemplateBody, 'sections' | 'riskThresholds' | 'farmType'>): string {
  const rows: Cells[] = [];
  for (const section of template.sections) {
    const sectionCells: Cells = {
      section_id: String(section.id),
      section_ordinal: String(section.ordinal),
      section_name: section.name,
      section_title: section.title ?? '',
      section_description: section.description ?? '',
    };
    if (section.steps.length === 0) rows.push(sectionCells);
    for (const step of section.steps) {
      const stepCells: Cells = {
        ...sectionCells,
        step_id: String(step.id),
        step_ordinal: String(step.ordinal),
        step_name: step.name,
        step_title: step.title,
        step_description: step.description ?? '',
      };
      if (step.questions.length === 0) rows.push(stepCells);
      for (const q of step.questions) {
        const { scoring } = q.answer;
        rows.push({
          ...stepCells,
          question_id: String(q.id),
          question_ordinal: String(q.ordinal),
          question_name: q.name,
          question_text: q.text,
          guidance: q.guidance ?? '',
          hint: q.hint ?? '',
          answer_id: String(q.answer.id),
          answer_type: q.answerType,
          answer_units: q.answerUnits,
          score_min: num(scoring.min),
          score_max: num(scoring.max),
          score_default: num(scoring.default),
          score_yes: num(scoring.yes),
          score_no: num(scoring.no),
          cap_yes: scoring.capYes ?? '',
          cap_no: scoring.capNo ?? '',
          bands: encodeBands(scoring.bands),
          bound_min: num(q.answerBounds?.min),
          bound_max: num(q.answerBounds?.max),
          allow_na: q.allowNotApplicable ? 'yes' : '',
          rule_key: q.ruleKey ?? '',
          critical_if_answer_id: q.criticalIf ? String(q.criticalIf.answerId) : '',
          critical_if_condition: q.criticalIf?.condition ?? '',
          critical_if_value: q.criticalIf?.value ?? '',
          include_if_answer_id: num(q.includeIf?.answerId),
          include_if_condition: q.includeIf?.condition ?? '',
          include_if_value: q.includeIf?.value ?? '',
          options: encodeOptions(q.answerOptions),
          language_text: q.languageText ? JSON.stringify(q.languageText) : '',
        });
      }
    }
  }
  const t = template.riskThresholds;
  if ((t || template.farmType) && rows.length === 0) rows.push({});
  if (t) THRESHOLD_COLUMNS.forEach((column, i) => (rows[0]![column] = String(t[THRESHOLD_KEYS[i]!])));
  if (template.farmType) rows[0]!.farm_type = template.farmType;
  return formatCsv([[...TEMPLATE_CSV_COLUMNS], ...rows.map((row) => TEMPLATE_CSV_COLUMNS.map((c) => row[c] ?? ''))]);
}

/** Reads a template CSV; the first problem comes back as one error naming the line and the column. */
export function templateFromCsv(csv: string, name: string): TemplateCsvResult {
  const fail = (line: number, field: string, message: string): TemplateCsvResult => ({
    ok: false,
    error: { line, field, message },
  });
  const parsed = parseCsv(csv.replace(/^\uFEFF/, ''));
  const records = parsed.records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const header = (records[0]?.fields ?? []).map((h) => h.trim().toLowerCase());
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    return fail(line, records.length === 0 ? 'header' : header[column] || `column ${column + 1}`, message);
  }
  if (records.length === 0) return fail(1, 'header', 'The file is empty');
  const headerLine = records[0]!.line;
  const index = new Map<string, number>();
  for (const [i, h] of header.entries()) {
    if (h === '') continue;
    if (!(TEMPLATE_CSV_COLUMNS as readonly string[]).includes(h)) return fail(headerLine, h, 'Unknown column');
    if (index.has(h)) return fail(headerLine, h, 'Duplicate column');
    index.set(h, i);
  }
  const missing = REQUIRED_COLUMNS.find((c) => !index.has(c));
  if (missing) return fail(headerLine, missing, 'Missing column');
  const rows: CsvRow[] = [];
  for (const record of records.slice(1)) {
    const extra = record.fields.findIndex((f, i) => (i >= header.length || header[i] === '') && f.trim() !== '');
    if (extra >= 0) return fail(record.line, `column ${extra + 1}`, 'A value in a column without a header');
    const cell = (column: TemplateCsvColumn) => {
      const i = index.get(column);
      return i === undefined ? '' : (record.fields[i] ?? '');
    };
    rows.push({ line: record.line, cell });
  }
  try {
    const { body, lines } = buildTemplate(rows, name);
    const checked = templateBodySchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const at = locatePath(issue.path, lines);
      return fail(at.line, at.field, issue.message);
    }
    const template = deriveTemplateScores(checked.data);
    const valid = validateTemplate(template);
    if (!valid.ok) {
      const first = valid.errors[0]!;
      const at = locatePath(first.path, lines);
      return fail(at.line, at.field, first.message);
    }
    return { ok: true, template };
  } catch (e) {
    if (e instanceof CsvRowError) return fail(e.line, e.field, e.message);
    throw e;
  }
}
