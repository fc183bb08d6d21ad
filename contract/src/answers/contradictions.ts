import type { ScoringContext } from '../scoring/scoring-context.ts';
import { ageInDays } from '../scoring/answer-age.ts';
import { breaks } from '../scoring/rules/limit.ts';
import { resolveRules } from '../scoring/rules/rule-packs.ts';
import type { TemplateBody, TemplateQuestion } from '../template/template.schema.ts';
import { answersByAnswerIdOf, includedQuestions } from './include-if.ts';

/**
 * Issue 39 item 7 (docs/scoring.md, "Risk model v3: contradictions refused"): two answers that cannot both be true are
 * refused, on the answer that makes the pair (server and offline app alike, through checkAnswer) and again when the
 * audit is scored. A certificate or licence answered valid whose expiry date has passed on the audit date; no week over
 * the lice limit with a highest weekly average at or over it. The questions are found by their measure (ruleKey), so
 * a company's own copy of a template keeps the rule.
 */
type Answers = ReadonlyMap<number, string>;
type TemplateLike = Pick<TemplateBody, 'sections'>;

export interface Contradiction {
  /** the two questions whose answers contradict each other */
  questionIds: readonly [number, number];
  message: string;
}

/** The measures whose answers a contradiction reads: only an answer to one of these can make one. */
export const CONTRADICTION_KEYS: ReadonlySet<string> = new Set([
  'licence.valid',
  'licence.expiry',
  'certificate.installationValid',
  'certificate.installationExpiry',
  'lice.weeksOverLimit',
  'lice.peak',
]);

interface Answered {
  question: TemplateQuestion;
  answer: string;
}

type Rule = (find: (key: string) => Answered | null, ctx: ScoringContext) => Contradiction | null;

export const expiredButValidMessage = (valid: string, expiry: string, date: string, auditDate: string) =>
  `These answers contradict each other: '${valid}' is Yes, but '${expiry}' is ${date}, which has passed on the audit date (${auditDate}). Answer No, or correct the expiry date.`;

export const noWeekOverPeakMessage = (weeks: string, peak: string, value: string, limit: string) =>
  `These answers contradict each other: '${weeks}' is 0, but '${peak}' is ${value}, at or over the limit for this farm (${limit}), so at least one week was over it. Correct one of the two answers.`;

const validUntil =
  (validKey: string, expiryKey: string): Rule =>
  (find, ctx) => {
    const [valid, expiry] = [find(validKey), find(expiryKey)];
    const auditDate = ctx.auditDate?.slice(0, 10);
    if (!valid || !expiry || !auditDate || valid.answer !== 'YES') return null;
    const age = ageInDays(expiry.answer, auditDate);
    if (age === null || age <= 0) return null;
    return {
      questionIds: [valid.question.id, expiry.question.id],
      message: expiredButValidMessage(valid.question.text, expiry.question.text, expiry.answer.trim(), auditDate),
    };
  };

const liceWeeksAgainstPeak: Rule = (find, ctx) => {
  const [weeks, peak] = [find('lice.weeksOverLimit'), find('lice.peak')];
  const counted = resolveRules(ctx.farm).byKey.get('lice.weeksOverLimit')?.weeklyLimit;
  if (!weeks || !peak || !counted?.peak || Number(weeks.answer) !== 0) return null;
  const value = Number(peak.answer);
  if (!Number.isFinite(value) || !breaks(counted.peak, value)) return null;
  return {
    questionIds: [weeks.question.id, peak.question.id],
    message: noWeekOverPeakMessage(weeks.question.text, peak.question.text, peak.answer.trim(), counted.text),
  };
};

const rules: readonly Rule[] = [
  validUntil('certificate.installationValid', 'certificate.installationExpiry'),
  validUntil('licence.valid', 'licence.expiry'),
  liceWeeksAgainstPeak,
];

/** Every contradiction among the answers (keyed by question id) of the questions that apply. */
export function contradictionsOf(template: TemplateLike, answers: Answers, ctx: ScoringContext): Contradiction[] {
  const applying = includedQuestions(template, answersByAnswerIdOf(template, answers));
  const find = (key: string): Answered | null => {
    const question = applying.find((q) => q.ruleKey === key && answers.get(q.id)?.trim());
    return question ? { question, answer: answers.get(question.id)!.trim() } : null;
  };
  return rules.map((rule) => rule(find, ctx)).filter((c) => c !== null);
}

/** The contradiction an answer to `question` would make with the others, or null (cheap for any other question). */
export function contradictionBy(
  template: TemplateLike,
  answers: Answers,
  question: Pick<TemplateQuestion, 'id' | 'ruleKey'>,
  value: string,
  ctx: ScoringContext,
): Contradiction | null {
  if (!question.ruleKey || !CONTRADICTION_KEYS.has(question.ruleKey)) return null;
  const after = new Map(answers).set(question.id, value);
  return contradictionsOf(template, after, ctx).find((c) => c.questionIds.includes(question.id)) ?? null;
}
