import type { AnswerType, AnswerUnit, Operator } from '../../answer-types.ts';
import type { TemplateBodyInput } from '../template.schema.ts';

/**
 * A small authoring layer for the default template. The section files describe questions without ids, names or
 * ordinals; `buildTemplate` numbers everything (ids unique per kind across the template, 'Step N' / 'Question N' /
 * 'option-N' names and ordinals of 10 × position), resolves `includeIf` references to the answer id of an earlier
 * question, and fills step, section and template min/max as sums of their children.
 */

type SectionInput = TemplateBodyInput['sections'][number];
type StepInput = SectionInput['steps'][number];
type QuestionInput = StepInput['questions'][number];

/** [text, score] or [text, score, hint]. */
export type OptionDraft = readonly [text: string, score: number, hint?: string];

export interface QuestionExtras {
  /** Local reference name that a later question's includeIf can point at. */
  key?: string;
  /** Overrides the default 'Question N'. */
  name?: string;
  guidance?: string;
  hint?: string;
  units?: AnswerUnit;
  /** Only show the question when the answer of the earlier question `key` satisfies the condition. */
  includeIf?: { key: string; condition: Operator; value: string };
}

export interface QuestionDraft extends QuestionExtras {
  text: string;
  type: AnswerType;
  scoring: { min: number; max: number; default: number | null; yes: number | null; no: number | null };
  options: readonly OptionDraft[];
}

export interface StepDraft {
  title: string;
  description: string;
  questions: readonly QuestionDraft[];
}

export interface SectionDraft {
  name: string;
  description: string;
  steps: readonly StepDraft[];
}

/** A YES_NO question: `yes` and `no` are the points each answer scores. */
export function yesNo(text: string, points: { yes: number; no: number }, extras: QuestionExtras = {}): QuestionDraft {
  const scoring = { min: Math.min(points.yes, points.no), max: Math.max(points.yes, points.no), default: null, ...points };
  return { ...extras, text, type: 'YES_NO', scoring, options: [] };
}

/** A SINGLE_SELECT question: the best option scores the maximum. */
export function single(text: string, options: readonly OptionDraft[], extras: QuestionExtras = {}): QuestionDraft {
  const values = options.map((o) => o[1]);
  const scoring = { min: Math.min(...values), max: Math.max(...values), default: null, yes: null, no: null };
  return { ...extras, text, type: 'SINGLE_SELECT', scoring, options };
}

/** A MULTI_SELECT question: chosen options' values are summed and capped at `cap`. */
export function multi(
  text: string,
  options: readonly OptionDraft[],
  cap: number,
  extras: QuestionExtras = {},
): QuestionDraft {
  return { ...extras, text, type: 'MULTI_SELECT', scoring: { min: 0, max: cap, default: null, yes: null, no: null }, options };
}

/**
 * Any other answer type. Informational (does not move the score) unless `points` is given, in which case an answer
 * scores that many points.
 */
export function ask(
  type: Exclude<AnswerType, 'YES_NO' | 'SINGLE_SELECT' | 'MULTI_SELECT'>,
  text: string,
  extras: QuestionExtras & { points?: number } = {},
): QuestionDraft {
  const { points, ...rest } = extras;
  const scoring = points
    ? { min: 0, max: points, default: points, yes: null, no: null }
    : { min: 0, max: 0, default: null, yes: null, no: null };
  return { ...rest, text, type, scoring, options: [] };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const range = (minValue: number, maxValue: number) => ({ minValue, maxValue, defaultValue: 0 });

export function buildTemplate(name: string, sections: readonly SectionDraft[]): TemplateBodyInput {
  const next = { step: 0, question: 0, answer: 0, option: 0 };
  const answerIdByKey = new Map<string, number>();

  const builtSections: SectionInput[] = sections.map((section, s) => {
    const steps: StepInput[] = section.steps.map((step, t) => {
      const questions: QuestionInput[] = step.questions.map((q, n) => {
        const questionId = ++next.question;
        const answerId = ++next.answer;
        let includeIf: QuestionInput['includeIf'] = null;
        if (q.includeIf) {
          const target = answerIdByKey.get(q.includeIf.key);
          if (target === undefined) throw new Error(`includeIf of '${q.text}' refers to no earlier question '${q.includeIf.key}'`);
          includeIf = { answerId: target, condition: q.includeIf.condition, value: q.includeIf.value };
        }
        if (q.key) {
          if (answerIdByKey.has(q.key)) throw new Error(`Duplicate question key '${q.key}'`);
          answerIdByKey.set(q.key, answerId);
        }
        return {
          id: questionId,
          name: q.name ?? `Question ${n + 1}`,
          text: q.text,
          guidance: q.guidance ?? null,
          hint: q.hint ?? null,
          ordinal: 10 * (n + 1),
          scoring: range(q.scoring.min, q.scoring.max),
          includeIf,
          answer: { id: answerId, answerType: q.type, questionId, scoring: { ...q.scoring } },
          answerType: q.type,
          answerUnits: q.units ?? 'NONE',
          answerOptions: q.options.map(([text, value, hint], o) => ({
            id: ++next.option,
            name: `option-${o + 1}`,
            ordinal: 10 * (o + 1),
            text,
            hint: hint ?? null,
            scoring: { value },
          })),
          languageText: null,
        };
      });
      const minScore = sum(questions.map((q) => q.answer.scoring?.min ?? 0));
      const maxScore = sum(questions.map((q) => q.answer.scoring?.max ?? 0));
      return {
        id: ++next.step,
        name: `Step ${t + 1}`,
        title: step.title,
        description: step.description,
        ordinal: 10 * (t + 1),
        minScore,
        maxScore,
        scoring: range(minScore, maxScore),
        questions,
      };
    });
    const minScore = sum(steps.map((t) => t.minScore ?? 0));
    const maxScore = sum(steps.map((t) => t.maxScore ?? 0));
    return {
      id: s + 1,
      name: section.name,
      title: section.name,
      description: section.description,
      ordinal: 10 * (s + 1),
      minScore,
      maxScore,
      scoring: range(minScore, maxScore),
      steps,
    };
  });

  const minScore = sum(builtSections.map((s) => s.minScore ?? 0));
  const maxScore = sum(builtSections.map((s) => s.maxScore ?? 0));
  return { name, minScore, maxScore, scoring: range(minScore, maxScore), riskThresholds: null, sections: builtSections };
}
