import type { AnswerType } from '../answer-types.ts';
import { ORDINAL_STEP } from '../constants.ts';
import { parseSelect } from '../answers/answer-rules.ts';
import type { AnswerOption, TemplateBody, TemplateQuestion, TemplateSection, TemplateStep } from './template.schema.ts';

export { validateTemplate, type TemplateCheck, type TemplateError } from './template-validation.ts';

/**
 * Template rules of docs/requirements.md#results-3–§5 that the editor and the server share. Every function returns a new template and
 * leaves its argument alone.
 */
type Scoring = { minValue: number; maxValue: number; defaultValue: number };

/** Sums without floating-point noise (option scores step by 0.1). */
const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 1e6) / 1e6 + 0;
const sumScoring = (parts: readonly Scoring[]): Scoring => ({
  minValue: sum(parts.map((p) => p.minValue)),
  maxValue: sum(parts.map((p) => p.maxValue)),
  defaultValue: sum(parts.map((p) => p.defaultValue)),
});

/**
 * Derived scores (docs/requirements.md#results-4 "Template scores"): a question's scoring mirrors its answer's min, max and default;
 * a step's min and max are the sums over its questions, a section's over its steps, the template's over its
 * sections. These sums ignore includeIf: they describe the template, not one audit.
 */
export function deriveTemplateScores<T extends TemplateBody>(template: T): T {
  const sections = template.sections.map((section): TemplateSection => {
    const steps = section.steps.map((step): TemplateStep => {
      const questions = step.questions.map((q): TemplateQuestion => {
        const { min, max, default: defaultValue } = q.answer.scoring;
        return { ...q, scoring: { minValue: min, maxValue: max, defaultValue: defaultValue ?? 0 } };
      });
      const scoring = sumScoring(questions.map((q) => q.scoring));
      return { ...step, minScore: scoring.minValue, maxScore: scoring.maxValue, scoring, questions };
    });
    const scoring = sumScoring(steps.map((s) => s.scoring));
    return { ...section, minScore: scoring.minValue, maxScore: scoring.maxValue, scoring, steps };
  });
  const scoring = sumScoring(sections.map((s) => s.scoring));
  return { ...template, minScore: scoring.minValue, maxScore: scoring.maxValue, scoring, sections };
}

const renumber = <T extends { ordinal: number }>(items: readonly T[]): T[] =>
  items.map((item, i) => ({ ...item, ordinal: ORDINAL_STEP * (i + 1) }));

/**
 * Ordinals become 10 × position (array order is the editor's order) for sections, steps, questions and options.
 * Option ordinals are what select answers and includeIf values name, so includeIf values that refer to a select
 * question's options are rewritten to the new ordinals.
 */
export function renumberOrdinals<T extends TemplateBody>(template: T): T {
  const optionMoves = new Map<number, Map<number, number>>();
  const sections = renumber(template.sections).map((section) => ({
    ...section,
    steps: renumber(section.steps).map((step) => ({
      ...step,
      questions: renumber(step.questions).map((q) => {
        const answerOptions = renumber(q.answerOptions);
        optionMoves.set(q.answer.id, new Map(q.answerOptions.map((o, i) => [o.ordinal, answerOptions[i]!.ordinal])));
        return { ...q, answerOptions };
      }),
    })),
  }));
  const selectAnswers = new Set(
    sections
      .flatMap((s) => s.steps.flatMap((st) => st.questions))
      .filter((q) => q.answerType === 'SINGLE_SELECT' || q.answerType === 'MULTI_SELECT')
      .map((q) => q.answer.id),
  );
  const moveValue = (answerId: number, value: string): string => {
    const moves = optionMoves.get(answerId);
    if (!moves || !selectAnswers.has(answerId)) return value;
    if (/^\s*\d+\s*$/.test(value)) return String(moves.get(Number(value)) ?? Number(value));
    const listed = parseSelect(value);
    return listed.length ? `[${listed.map((o) => moves.get(o) ?? o).join(',')}]` : value;
  };
  return {
    ...template,
    sections: sections.map((section) => ({
      ...section,
      steps: section.steps.map((step) => ({
        ...step,
        questions: step.questions.map((q) =>
          q.includeIf && q.includeIf.condition !== 'BETWEEN'
            ? { ...q, includeIf: { ...q.includeIf, value: moveValue(q.includeIf.answerId, q.includeIf.value) } }
            : q,
        ),
      })),
    })),
  };
}

export type IdKind = 'section' | 'step' | 'question' | 'answer' | 'option';

function idsOf(template: Pick<TemplateBody, 'sections'>, kind: IdKind): number[] {
  const steps = template.sections.flatMap((s) => s.steps);
  const questions = steps.flatMap((s) => s.questions);
  switch (kind) {
    case 'section':
      return template.sections.map((s) => s.id);
    case 'step':
      return steps.map((s) => s.id);
    case 'question':
      return questions.map((q) => q.id);
    case 'answer':
      return questions.map((q) => q.answer.id);
    case 'option':
      return questions.flatMap((q) => q.answerOptions.map((o) => o.id));
  }
}

/** The editor's next id of a kind: max + 1, or 1 when there is none. Insert the new item before asking again. */
export function nextId(template: Pick<TemplateBody, 'sections'>, kind: IdKind): number {
  return idsOf(template, kind).reduce((max, id) => Math.max(max, id), 0) + 1;
}

/** 10 × the new position, or past the largest ordinal when earlier ones have gaps. */
const nextOrdinal = (siblings: readonly { ordinal: number }[]) =>
  Math.max(ORDINAL_STEP * (siblings.length + 1), ...siblings.map((s) => s.ordinal + ORDINAL_STEP));

const zeroScoring = (): Scoring => ({ minValue: 0, maxValue: 0, defaultValue: 0 });

export function newSection(template: TemplateBody): TemplateSection {
  const n = template.sections.length + 1;
  return {
    id: nextId(template, 'section'),
    name: `Section ${n}`,
    title: null,
    description: null,
    ordinal: nextOrdinal(template.sections),
    minScore: 0,
    maxScore: 0,
    scoring: zeroScoring(),
    steps: [],
  };
}

/** A new step at the end of `section`, named 'Step N'. */
export function newStep(template: TemplateBody, section: Pick<TemplateSection, 'steps'>): TemplateStep {
  const n = section.steps.length + 1;
  return {
    id: nextId(template, 'step'),
    name: `Step ${n}`,
    title: '',
    description: null,
    ordinal: nextOrdinal(section.steps),
    minScore: 0,
    maxScore: 0,
    scoring: zeroScoring(),
    questions: [],
  };
}

/** A new question at the end of `step`, named 'Question N'; a YES_NO question starts with yes and no scores of 0. */
export function newQuestion(
  template: TemplateBody,
  step: Pick<TemplateStep, 'questions'>,
  answerType: AnswerType = 'SHORT_TEXT',
): TemplateQuestion {
  const id = nextId(template, 'question');
  const yesNo = answerType === 'YES_NO' ? 0 : null;
  return {
    id,
    name: `Question ${step.questions.length + 1}`,
    text: '',
    guidance: null,
    hint: null,
    ordinal: nextOrdinal(step.questions),
    scoring: zeroScoring(),
    includeIf: null,
    answer: {
      id: nextId(template, 'answer'),
      answerType,
      questionId: id,
      scoring: { min: 0, max: 0, default: null, yes: yesNo, no: yesNo },
    },
    answerType,
    answerUnits: 'NONE',
    answerOptions: [],
    languageText: null,
  };
}

/** A new option at the end of `question`, named 'option-N'. */
export function newOption(template: TemplateBody, question: Pick<TemplateQuestion, 'answerOptions'>): AnswerOption {
  const n = question.answerOptions.length + 1;
  return {
    id: nextId(template, 'option'),
    name: `option-${n}`,
    ordinal: nextOrdinal(question.answerOptions),
    text: '',
    hint: null,
    scoring: { value: 0 },
  };
}
