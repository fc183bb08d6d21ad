import type { TriggeredCap } from './caps.ts';
import { brokenLimitHeading } from './question-limits.ts';

/**
 * Legal breaches apart from best-practice shortfalls (issue 22): the caps whose answer broke a limit, by kind. The
 * results screen lists them under their own headings, and a report can print the same lines.
 */
export const isLegalBreach = (cap: TriggeredCap): boolean => cap.limit?.kind === 'LEGAL';
export const isStandardBreach = (cap: TriggeredCap): boolean => cap.limit?.kind === 'STANDARD';

/** One line per broken limit, in flow order, legal first: a question that broke two limits is listed under each. */
export function brokenLimits(caps: readonly TriggeredCap[] | null | undefined): { legal: TriggeredCap[]; standard: TriggeredCap[] } {
  const all = caps ?? [];
  return { legal: all.filter(isLegalBreach), standard: all.filter(isStandardBreach) };
}

/** "Legal limit exceeded: 'Q' — 0.62 lice per fish. Limit: fewer than 0.5 … (Lakselusforskriften)." */
export function breachLine(cap: TriggeredCap): string {
  const limit = cap.limit;
  if (!limit) return `'${cap.questionText}' — ${cap.answerText}`;
  const head = brokenLimitHeading(limit);
  return `${head}: '${cap.questionText}' — ${cap.answerText}. Limit: ${limit.text} (${limit.source}).`;
}
