import type { TriggeredCap } from './caps.ts';
import type { ScoredQuestion } from './audit-floors.ts';
import { isDatedCheck } from './rules/measures.ts';

/**
 * Issue 39 item 5 (docs/scoring.md, "Risk model v3: dated checks age out"): a dated check whose age breaks its limit
 * has aged out; three or more aged out at once make the farm HIGH, whatever the perils they belong to: nobody is
 * looking at the site.
 */
export const AGED_CHECKS_CAP_TEXT = 'Dated checks aged out';
export const AGED_CHECKS_FOR_HIGH = 3;

/** The questions of dated checks whose answer broke an age limit, in flow order. */
export const agedOutChecks = (scored: readonly ScoredQuestion[]): ScoredQuestion[] =>
  scored.filter(({ question, caps }) => isDatedCheck(question.ruleKey) && caps.some((c) => c.limit));

export function agedChecksCap(scored: readonly ScoredQuestion[]): TriggeredCap | null {
  const aged = agedOutChecks(scored);
  if (aged.length < AGED_CHECKS_FOR_HIGH) return null;
  return {
    sectionId: 0,
    stepId: 0,
    questionId: 0,
    questionText: AGED_CHECKS_CAP_TEXT,
    answerText: `${aged.length} checks: ${aged.map(({ question }) => question.text).join('; ')}`,
    capRisk: 'HIGH',
    auditRule: 'AGED_CHECKS',
  };
}
