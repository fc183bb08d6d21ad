import type { AnswerType } from '../answer-types.ts';
import type { IncludeIf, TemplateBody, TemplateQuestion } from '../template/template.schema.ts';
import { parseRange, parseSelect } from './answer-rules.ts';
import { isNotApplicableAnswer } from './question-answer.ts';

/**
 * includeIf of docs/requirements.md#decisions-audits: a question is asked (and scored) only when the answer of the question owning
 * `answerId` meets the condition. An unanswered referenced question never meets it.
 */
type TemplateLike = Pick<TemplateBody, 'sections'>;
type AnswerMap = ReadonlyMap<number, string>;
type AnswerTypeMap = ReadonlyMap<number, AnswerType>;

const SELECTS: readonly AnswerType[] = ['SINGLE_SELECT', 'MULTI_SELECT'];
const DATES: readonly AnswerType[] = ['DATE', 'DATE_TIME'];
const NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/;

const asNumber = (text: string): number | null => (NUMBER.test(text) ? Number(text) : null);

/** '20' or '[20]' or '[10,30]' → ordinals; null when the value names none. */
function ordinalsOf(value: string): number[] | null {
  const single = /^\s*\d+\s*$/.test(value) ? [Number(value)] : parseSelect(value);
  return single.length > 0 ? single : null;
}

function sameOrdinals(answer: string, value: string): boolean {
  const wanted = ordinalsOf(value);
  const chosen = parseSelect(answer);
  if (!wanted || wanted.length !== chosen.length) return false;
  const set = new Set(chosen);
  return wanted.every((o) => set.has(o));
}

function isEqual(answer: string, value: string, type: AnswerType | undefined): boolean {
  if (type && SELECTS.includes(type)) return sameOrdinals(answer, value);
  const [a, b] = [asNumber(answer), asNumber(value)];
  if (a !== null && b !== null) return a === b;
  return answer.trim() === value.trim();
}

/**
 * A single select's answer as its ordinal, so GT, LT and BETWEEN can pick a run of options (issue 22: "RAS or
 * flow-through" is BETWEEN 10-20 when those are the first two options); null for any other answer.
 */
function comparable(answer: string, type: AnswerType | undefined): number | null {
  if (type !== 'SINGLE_SELECT') return asNumber(answer);
  const chosen = parseSelect(answer);
  return chosen.length === 1 ? chosen[0]! : null;
}

/** -1, 0, 1, or null when the two cannot be ordered (numbers numerically; ISO dates as text). */
function order(answer: string, value: string, type: AnswerType | undefined): number | null {
  const [a, b] = [comparable(answer, type), asNumber(value.replace(/^\[(\d+)\]$/, '$1'))];
  if (a !== null && b !== null) return Math.sign(a - b);
  if (type && DATES.includes(type)) {
    const [x, y] = [answer.trim(), value.trim()];
    return x === y ? 0 : x < y ? -1 : 1;
  }
  return null;
}

/** Does the answer meet the condition? */
export function meetsCondition(answer: string, condition: IncludeIf, type?: AnswerType): boolean {
  const { value } = condition;
  switch (condition.condition) {
    case 'EQ':
      return isEqual(answer, value, type);
    case 'NE':
      return !isEqual(answer, value, type);
    case 'GTE':
    case 'LTE':
    case 'GT':
    case 'LT': {
      const cmp = order(answer, value, type);
      if (cmp === null) return false;
      return { GTE: cmp >= 0, LTE: cmp <= 0, GT: cmp > 0, LT: cmp < 0 }[condition.condition];
    }
    case 'BETWEEN': {
      const range = parseRange(value);
      const n = comparable(answer, type);
      return range !== null && n !== null && n >= range[0] && n <= range[1];
    }
    case 'CONTAINS': {
      if (type && SELECTS.includes(type)) {
        const wanted = ordinalsOf(value);
        const chosen = new Set(parseSelect(answer));
        return wanted !== null && wanted.every((o) => chosen.has(o));
      }
      return answer.toLowerCase().includes(value.toLowerCase());
    }
  }
}

/** One question on its own: includeIf null → true; the referenced answer missing → false. */
export function isIncluded(
  question: Pick<TemplateQuestion, 'includeIf'>,
  answersByAnswerId: AnswerMap,
  answerTypeByAnswerId: AnswerTypeMap,
): boolean {
  const condition = question.includeIf;
  if (!condition) return true;
  const answer = answersByAnswerId.get(condition.answerId);
  if (answer === undefined || answer.trim() === '') return false;
  return meetsCondition(answer, condition, answerTypeByAnswerId.get(condition.answerId));
}

const byOrdinal = <T extends { ordinal: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.ordinal - b.ordinal);

/** Every question in flow order: sections, then steps, then questions, each by ordinal (ties keep array order). */
export function questionsInOrder(template: TemplateLike): TemplateQuestion[] {
  return byOrdinal(template.sections).flatMap((section) => byOrdinal(section.steps).flatMap((step) => byOrdinal(step.questions)));
}

export interface Applicability {
  /** the questions that apply given the answers */
  included: Set<number>;
  /** the included questions whose criticalIf is met: N/A is refused there (issue 22) */
  critical: Set<number>;
}

/**
 * Which questions apply, and which of them are critical. Only answers of questions already included earlier in the
 * flow count, so a question whose condition refers to an excluded (or later) question is excluded too. An N/A answer
 * counts as no answer: it meets no condition, so the follow-ups of a question that does not apply do not apply
 * either. A question's `criticalIf` is read the same way as its `includeIf`, except that while the question it names
 * is asked but unanswered the question is critical (issue 39: backup power refuses N/A until the minutes the stock
 * survives without power show it does not depend on it).
 */
export function applicability(template: TemplateLike, answersByAnswerId: AnswerMap): Applicability {
  const asked = new Set<number>();
  /** issue 39: a critical condition whose question is asked but not answered yet refuses N/A until it is */
  const pending = (c: IncludeIf) => asked.has(c.answerId) && !answersByAnswerId.get(c.answerId)?.trim();
  const visible = new Map<number, string>();
  const types = new Map<number, AnswerType>();
  const included = new Set<number>();
  const critical = new Set<number>();
  for (const question of questionsInOrder(template)) {
    if (!isIncluded(question, visible, types)) continue;
    included.add(question.id);
    if (question.criticalIf && (isIncluded({ includeIf: question.criticalIf }, visible, types) || pending(question.criticalIf)))
      critical.add(question.id);
    asked.add(question.answer.id);
    types.set(question.answer.id, question.answerType);
    const answer = answersByAnswerId.get(question.answer.id);
    if (answer !== undefined && !isNotApplicableAnswer(question, answer)) visible.set(question.answer.id, answer);
  }
  return { included, critical };
}

/** Ids of the included questions (see `applicability`). */
export function includedQuestionIds(template: TemplateLike, answersByAnswerId: AnswerMap): Set<number> {
  return applicability(template, answersByAnswerId).included;
}

/** The included questions in flow order. */
export function includedQuestions(template: TemplateLike, answersByAnswerId: AnswerMap): TemplateQuestion[] {
  const ids = includedQuestionIds(template, answersByAnswerId);
  return questionsInOrder(template).filter((q) => ids.has(q.id));
}

/** Answers are stored per question; conditions name answer ids. */
export function answersByAnswerIdOf(template: TemplateLike, byQuestionId: AnswerMap): Map<number, string> {
  const result = new Map<number, string>();
  for (const question of questionsInOrder(template)) {
    const answer = byQuestionId.get(question.id);
    if (answer !== undefined) result.set(question.answer.id, answer);
  }
  return result;
}

/** How many questions that apply given the answers (keyed by question id) are still unanswered; N/A counts as answered. */
export function openQuestionCount(template: TemplateLike, byQuestionId: AnswerMap): number {
  const included = includedQuestionIds(template, answersByAnswerIdOf(template, byQuestionId));
  let open = 0;
  for (const id of included) if (!byQuestionId.has(id)) open += 1;
  return open;
}
