import { z } from 'zod';
import { isNumberType, isRangeType, type AnswerType } from '../answer-types.ts';
import { parseRange } from '../answers/answer-rules.ts';
import { breaks, breachOps, limitKinds } from './rules/limit.ts';
import { resolveRules } from './rules/rule-packs.ts';
import type { ScoringFarm } from './scoring-context.ts';

/**
 * The farm's own limits on a number question (issue 37 item 6), sent with the question (online and in the offline
 * copy) so the screen can show them and flag an answer that breaks one as it is typed: the same rule packs and the
 * same comparison (`breaks`) the scoring uses, so the flag and the result agree.
 */
export const questionLimitSchema = z.object({
  kind: z.enum(limitKinds),
  breach: z.object({ op: z.enum(breachOps), value: z.number() }),
  text: z.string(),
  source: z.string(),
});
export type QuestionLimit = z.output<typeof questionLimitSchema>;

/** The limits in force for the question's measure on this farm (base → species → jurisdiction), numbers only. */
export function questionLimits(
  question: { answerType: AnswerType; ruleKey?: string | null | undefined },
  farm: ScoringFarm | null | undefined,
): QuestionLimit[] {
  if (!question.ruleKey || !isNumberType(question.answerType)) return [];
  const rule = resolveRules(farm).byKey.get(question.ruleKey);
  return (rule?.limits ?? []).map(({ kind, breach, text, source }) => ({ kind, breach, text, source }));
}

/**
 * The question's text as this farm is asked it (issue 39): a question counting weeks over a limit names the limit
 * of the farm's jurisdiction ("… — Norway: 0.5 adult female lice per fish, …"); any other question is asked as written.
 */
export function questionTextFor(
  question: { text: string; ruleKey?: string | null | undefined },
  farm: ScoringFarm | null | undefined,
): string {
  const weekly = question.ruleKey ? resolveRules(farm).byKey.get(question.ruleKey)?.weeklyLimit : undefined;
  return weekly ? `${question.text} — ${weekly.text}` : question.text;
}

/** The limits a typed answer breaks (a range breaks a limit when either end does); none for text that is no number. */
export function limitsBrokenBy(
  limits: readonly QuestionLimit[],
  answerType: AnswerType,
  answer: string | null | undefined,
): QuestionLimit[] {
  if (!answer?.trim() || limits.length === 0) return [];
  const values = isRangeType(answerType) ? parseRange(answer) : [Number(answer)];
  if (!values || values.some((v) => !Number.isFinite(v))) return [];
  return limits.filter((l) => values.some((v) => breaks(l, v)));
}

/** "Legal limit exceeded" / "Standard not met", the results' headings of a broken limit. */
export const brokenLimitHeading = (limit: Pick<QuestionLimit, 'kind'>) =>
  limit.kind === 'LEGAL' ? 'Legal limit exceeded' : 'Standard not met';
