import type { TemplateBody, TemplateSection, TemplateStep } from './template.schema.ts';
import { farmTypes, type FarmType } from '../farm-types.ts';
import {
  QUESTION_COLUMNS,
  type RowLines,
  SECTION_COLUMNS,
  STEP_COLUMNS,
  type TemplateCsvColumn,
  TEMPLATE_COLUMNS,
  THRESHOLD_COLUMNS,
} from './template-csv-columns.ts';
import {
  CsvRowError,
  type CsvRow,
  type DraftQuestion,
  orNull,
  readId,
  readNumber,
  readOrdinal,
  readQuestion,
} from './template-csv-rows.ts';

/**
 * Groups question rows into sections and steps by id, in the order ids first appear. The first row of a section
 * or step gives its cells; later rows may repeat them or leave them empty. A row with an empty question_id is a
 * step without questions; one with an empty step_id too is a section without steps.
 */
type StepDraft = Omit<TemplateStep, 'questions'> & { questions: DraftQuestion[] };
type SectionDraft = Omit<TemplateSection, 'steps'> & { steps: StepDraft[] };

const zero = () => ({ minValue: 0, maxValue: 0, defaultValue: 0 });

function checkSame(row: CsvRow, first: CsvRow, columns: readonly TemplateCsvColumn[]) {
  for (const column of columns) {
    const cell = row.cell(column);
    if (cell !== '' && cell !== first.cell(column)) {
      throw new CsvRowError(row.line, column, `Differs from line ${first.line}, where this id first appears`);
    }
  }
}

function requireEmpty(row: CsvRow, columns: readonly TemplateCsvColumn[], missing: TemplateCsvColumn) {
  const filled = columns.find((c) => row.cell(c) !== '');
  if (filled) throw new CsvRowError(row.line, missing, `Required when ${filled} is set`);
}

/** The template's thresholds sit on the first data row; later rows leave them empty or repeat them. */
function readThresholds(rows: readonly CsvRow[]): TemplateBody['riskThresholds'] {
  const first = rows[0];
  if (!first) return null;
  for (const row of rows.slice(1)) checkSame(row, first, TEMPLATE_COLUMNS);
  const values = THRESHOLD_COLUMNS.map((column) => readNumber(first, column));
  if (values.every((v) => v === null)) return null;
  const gap = values.findIndex((v) => v === null);
  if (gap >= 0) throw new CsvRowError(first.line, THRESHOLD_COLUMNS[gap]!, 'All four risk thresholds are needed');
  const [low, moderateLow, moderate, moderateHigh] = values as [number, number, number, number];
  return { low, moderateLow, moderate, moderateHigh };
}

/** The farm type the template is written for, on the first data row. */
function readFarmType(rows: readonly CsvRow[]): FarmType | undefined {
  const first = rows[0];
  const text = first?.cell('farm_type').trim() ?? '';
  if (!first || text === '') return undefined;
  if (!(farmTypes as readonly string[]).includes(text)) {
    throw new CsvRowError(first.line, 'farm_type', `Unknown farm type '${text}' (expected one of ${farmTypes.join(', ')})`);
  }
  return text as FarmType;
}

/** Options without an id get ids after the largest one given. */
function assignOptionIds(questions: readonly DraftQuestion[]) {
  const options = questions.flatMap((q) => q.answerOptions);
  let next = options.reduce((max, o) => Math.max(max, o.id ?? 0), 0) + 1;
  for (const option of options) option.id ??= next++;
}

export function buildTemplate(rows: readonly CsvRow[], name: string): { body: TemplateBody; lines: RowLines } {
  const sections = new Map<number, { draft: SectionDraft; row: CsvRow }>();
  const steps = new Map<number, { draft: StepDraft; row: CsvRow; sectionId: number }>();
  const questionLines = new Map<DraftQuestion, number>();

  for (const row of rows) {
    if (row.cell('section_id').trim() === '') {
      // Only the template's thresholds: a template without sections.
      requireEmpty(row, [...SECTION_COLUMNS, 'step_id', ...STEP_COLUMNS, ...QUESTION_COLUMNS], 'section_id');
      continue;
    }
    const sectionId = readId(row, 'section_id');
    let section = sections.get(sectionId);
    if (section) checkSame(row, section.row, SECTION_COLUMNS);
    else {
      const draft: SectionDraft = {
        id: sectionId,
        name: row.cell('section_name'),
        title: orNull(row.cell('section_title')),
        description: orNull(row.cell('section_description')),
        ordinal: readOrdinal(row, 'section_ordinal', 10 * (sections.size + 1)),
        minScore: 0,
        maxScore: 0,
        scoring: zero(),
        steps: [],
      };
      section = { draft, row };
      sections.set(sectionId, section);
    }
    if (row.cell('step_id').trim() === '') {
      requireEmpty(row, [...STEP_COLUMNS, ...QUESTION_COLUMNS], 'step_id');
      continue;
    }
    const stepId = readId(row, 'step_id');
    let step = steps.get(stepId);
    if (step && step.sectionId !== sectionId) {
      const message = `Step ${stepId} belongs to section ${step.sectionId} (line ${step.row.line})`;
      throw new CsvRowError(row.line, 'step_id', message);
    }
    if (step) checkSame(row, step.row, STEP_COLUMNS);
    else {
      const n = section.draft.steps.length + 1;
      const draft: StepDraft = {
        id: stepId,
        name: row.cell('step_name') || `Step ${n}`,
        title: row.cell('step_title'),
        description: orNull(row.cell('step_description')),
        ordinal: readOrdinal(row, 'step_ordinal', 10 * n),
        minScore: 0,
        maxScore: 0,
        scoring: zero(),
        questions: [],
      };
      step = { draft, row, sectionId };
      steps.set(stepId, step);
      section.draft.steps.push(draft);
    }
    if (row.cell('question_id').trim() === '') {
      requireEmpty(row, QUESTION_COLUMNS, 'question_id');
      continue;
    }
    const question = readQuestion(row, step.draft.questions.length + 1);
    step.draft.questions.push(question);
    questionLines.set(question, row.line);
  }

  const drafts = [...sections.values()];
  assignOptionIds(drafts.flatMap((s) => s.draft.steps.flatMap((st) => st.questions)));
  const lines: RowLines = {
    firstDataLine: rows[0]?.line ?? 1,
    sections: drafts.map(({ draft, row }) => ({
      line: row.line,
      steps: draft.steps.map((st) => ({
        line: steps.get(st.id)!.row.line,
        questions: st.questions.map((q) => questionLines.get(q)!),
      })),
    })),
  };
  const farmType = readFarmType(rows);
  const body = {
    name,
    minScore: 0,
    maxScore: 0,
    scoring: zero(),
    riskThresholds: readThresholds(rows),
    ...(farmType ? { farmType } : {}),
    sections: drafts.map((s) => s.draft),
  };
  // Every option id was assigned above, so the drafts are now TemplateBody sections.
  return { body: body as TemplateBody, lines };
}
