import { formatScore, isWorseRisk, riskBand, type RiskBand, type RiskThresholds } from '../risk.ts';
import type { TemplateQuestion } from '../template/template.schema.ts';
import type { TriggeredCap } from './caps.ts';
import type { QuestionCap, QuestionScore } from './question-score.ts';
import { isExposureMeasure, perilOf } from './rules/measures.ts';

/**
 * Floors under the audit's band (issue 22, docs/scoring.md), shown as caps of the audit so every list, map and
 * document that names caps names them too:
 * - exposure first: the questions whose measure is an exposure measure also score on their own, and the audit's band
 *   is never better than that score's band;
 * - breaches compound: one broken limit caps at MODERATE HIGH, but limits of three or more perils broken at once
 *   (lice, mortality, oxygen, escapes, …) make the farm HIGH;
 * - perils at zero (issue 39 item 3): four or more perils whose every exposure answer scores no points make the farm
 *   HIGH, limit or no limit.
 */
export interface ExposureScore {
  score: number;
  minScore: number;
  maxScore: number;
  normScore: number | null;
  risk: RiskBand;
  /** the perils of the exposure questions that applied to the farm, in flow order (lice only where lice are asked) */
  perils: string[];
}

export const EXPOSURE_CAP_TEXT = 'Exposure: the numbers an insurer prices';
export const COMPOUND_CAP_TEXT = 'Limits broken in several perils at once';
/** Breaches of this many perils at once make the farm HIGH. */
export const COMPOUNDING_PERILS = 3;
export const ZERO_PERILS_CAP_TEXT = 'Perils whose every exposure answer scores no points';
/** This many perils with every exposure answer at no points make the farm HIGH. */
export const ZERO_PERILS = 4;

export interface ScoredQuestion {
  question: TemplateQuestion;
  score: QuestionScore;
  caps: readonly QuestionCap[];
}

const tidy = (n: number) => Math.round(n * 1e6) / 1e6 + 0;

export function exposureScore(
  scored: readonly ScoredQuestion[],
  normScore: (score: number, min: number, max: number) => number | null,
  thresholds: RiskThresholds,
): ExposureScore | null {
  const applied = scored.filter(({ question, score }) => score.included && isExposureMeasure(question.ruleKey));
  const parts = applied.map((p) => p.score);
  if (parts.length === 0) return null;
  const perils = [...new Set(applied.map(({ question }) => perilOf(question.ruleKey)).filter((p) => p !== null))];
  const score = tidy(parts.reduce((s, p) => s + p.score, 0));
  const minScore = tidy(parts.reduce((s, p) => s + p.minScore, 0));
  const maxScore = tidy(parts.reduce((s, p) => s + p.maxScore, 0));
  const norm = normScore(score, minScore, maxScore);
  return { score, minScore, maxScore, normScore: norm, risk: riskBand(norm, thresholds), perils };
}

/** The audit-level cap the exposure score sets, when its band is worse than the score's own. */
export function exposureCap(exposure: ExposureScore | null, scoreRisk: RiskBand): TriggeredCap | null {
  if (!exposure || exposure.risk === 'UNKNOWN' || exposure.risk === 'LOW' || !isWorseRisk(exposure.risk, scoreRisk)) return null;
  return {
    sectionId: 0,
    stepId: 0,
    questionId: 0,
    questionText: EXPOSURE_CAP_TEXT,
    answerText: `${formatScore(exposure.normScore)} of their points`,
    capRisk: exposure.risk,
    auditRule: 'EXPOSURE',
  };
}

/** The perils whose limits the answers break, in flow order. */
export function perilsInBreach(scored: readonly ScoredQuestion[]): string[] {
  const perils = scored.filter(({ caps }) => caps.some((c) => c.limit)).map(({ question }) => perilOf(question.ruleKey) ?? question.text);
  return [...new Set(perils)];
}

/** HIGH when limits of three or more perils are broken at once. */
export function compoundCap(scored: readonly ScoredQuestion[]): TriggeredCap | null {
  const perils = perilsInBreach(scored);
  if (perils.length < COMPOUNDING_PERILS) return null;
  return {
    sectionId: 0,
    stepId: 0,
    questionId: 0,
    questionText: COMPOUND_CAP_TEXT,
    answerText: `${perils.length} perils: ${perils.join(', ')}`,
    capRisk: 'HIGH',
    auditRule: 'COMPOUND',
  };
}

/**
 * The perils, in flow order, whose every exposure question that applied scored no points (an N/A that is accepted
 * leaves the question out; one that is refused scores as the worst answer, so it counts).
 */
export function perilsAtZero(scored: readonly ScoredQuestion[]): string[] {
  const byPeril = new Map<string, boolean>();
  for (const { question, score } of scored) {
    const peril = perilOf(question.ruleKey);
    if (!peril || !score.included || !score.answered || score.notApplicable || !isExposureMeasure(question.ruleKey)) continue;
    if (score.maxScore <= 0) continue;
    byPeril.set(peril, (byPeril.get(peril) ?? true) && score.score <= 0);
  }
  return [...byPeril].filter(([, zero]) => zero).map(([peril]) => peril);
}

/** HIGH when four or more perils score no points on every exposure answer. */
export function zeroPerilsCap(scored: readonly ScoredQuestion[]): TriggeredCap | null {
  const perils = perilsAtZero(scored);
  if (perils.length < ZERO_PERILS) return null;
  return {
    sectionId: 0,
    stepId: 0,
    questionId: 0,
    questionText: ZERO_PERILS_CAP_TEXT,
    answerText: `${perils.length} perils: ${perils.join(', ')}`,
    capRisk: 'HIGH',
    auditRule: 'ZERO_PERILS',
  };
}
