import { isNumberType, isRangeType, NOT_APPLICABLE } from '../../answer-types.ts';
import { formatSelect } from '../../answers/answer-rules.ts';
import { answersByAnswerIdOf, questionsInOrder } from '../../answers/include-if.ts';
import type { DefaultTemplate } from '../../template/default-templates/build.ts';
import { profileAnswer, type FarmProfile } from '../../template/default-templates/farm-profiles.ts';
import type { TemplateQuestion } from '../../template/template.schema.ts';

/**
 * Answers of a named farm scenario (docs/scoring.md, "Scenarios"): a farm profile's answers to every question of a
 * default template, with the answers the scenario names put in their place. Every question is answered, so
 * follow-ups a changed answer brings in have an answer too; scoring ignores the answers of questions that do not
 * apply. A scenario that names a question the template does not have fails loudly rather than scoring something
 * else.
 */
export type ScenarioValue =
  /** a number, or a range as [low, high] */
  | number
  | readonly [number, number]
  /** YES or NO, N/A, or the start of the chosen option's text */
  | string
  /** the starts of the chosen options' texts (multi select) */
  | { readonly options: readonly string[] }
  /** a date this many days before the audit date (negative: after it) */
  | { readonly daysAgo: number };

/** A question by the start of its text, or by a pattern its text matches. */
export type QuestionMatcher = string | RegExp;

export interface ScenarioAnswers {
  template: DefaultTemplate;
  profile?: FarmProfile;
  auditDate: string;
  answers: readonly (readonly [QuestionMatcher, ScenarioValue])[];
}

const USER = '0f0f0f0f-0000-4000-8000-000000000001';
const DAY_MS = 86_400_000;

const matches = (q: TemplateQuestion, m: QuestionMatcher) => (typeof m === 'string' ? q.text.startsWith(m) : m.test(q.text));

function optionOrdinal(q: TemplateQuestion, start: string): number {
  const option = q.answerOptions.find((o) => o.text.startsWith(start));
  if (!option) throw new Error(`'${q.text}' has no option starting '${start}'`);
  return option.ordinal;
}

function answerOf(q: TemplateQuestion, value: ScenarioValue, auditDate: string): string {
  if (value === NOT_APPLICABLE) return NOT_APPLICABLE;
  if (typeof value === 'object' && 'daysAgo' in value) {
    const date = new Date(Date.parse(`${auditDate.slice(0, 10)}T00:00:00Z`) - value.daysAgo * DAY_MS).toISOString().slice(0, 10);
    return q.answerType === 'DATE_TIME' ? `${date}T09:00` : date;
  }
  if (typeof value === 'object' && 'options' in value)
    return formatSelect(value.options.map((o) => optionOrdinal(q, o)).sort((a, b) => a - b));
  if (isNumberType(q.answerType)) {
    const decimals = q.answerType.startsWith('FLOAT') ? 2 : 0;
    if (isRangeType(q.answerType) && Array.isArray(value)) return value.map((n: number) => n.toFixed(decimals)).join('-');
    if (typeof value === 'number') return value.toFixed(decimals);
  }
  if (q.answerType === 'SINGLE_SELECT' && typeof value === 'string') return formatSelect([optionOrdinal(q, value)]);
  if (typeof value === 'string') return value;
  throw new Error(`A ${q.answerType} question cannot take ${JSON.stringify(value)}: '${q.text}'`);
}

/** The scenario's answers keyed by answer id, ready for `scoreAudit`. */
export function scenarioAnswers(s: ScenarioAnswers): Map<number, string> {
  const body = s.template.body;
  const questions = questionsInOrder(body);
  const ctx = { auditDate: s.auditDate, userExtId: USER };
  const byQuestion = new Map(
    questions.map((q, position) => [q.id, profileAnswer(q, s.template.samples.get(q.id), s.profile ?? 'good', position, ctx)] as const),
  );
  for (const [matcher, value] of s.answers) {
    const found = questions.filter((q) => matches(q, matcher));
    if (found.length !== 1) throw new Error(`${found.length} questions of '${body.name}' match ${String(matcher)}`);
    byQuestion.set(found[0]!.id, answerOf(found[0]!, value, s.auditDate));
  }
  return answersByAnswerIdOf(body, byQuestion);
}
