import { applicability } from '../answers/include-if.ts';
import { defaultThresholds, riskBand, worseRisk, type RiskBand, type RiskThresholds } from '../risk.ts';
import type { TemplateBody } from '../template/template.schema.ts';
import { agedChecksCap } from './aged-checks.ts';
import type { TriggeredCap } from './caps.ts';
import { compoundCap, exposureCap, exposureScore, zeroPerilsCap, type ExposureScore, type ScoredQuestion } from './audit-floors.ts';
import { RISK_MODEL_VERSION } from './model-version.ts';
import { questionOutcome, type ScorableQuestion } from './question-outcome.ts';
import { scoreQuestion, type QuestionScore } from './question-score.ts';
import type { AppliedPack } from './rules/rule-pack.ts';
import { resolveRules } from './rules/rule-packs.ts';
import type { ScoringContext } from './scoring-context.ts';

export type { QuestionScore } from './question-score.ts';

/**
 * The scoring engine of docs/requirements.md#decisions-audits with the knockout caps, number bands and
 * N/A answers of issue 13 and the risk model v2 of issue 22 (rule packs, limits, ageing dates, the exposure floor);
 * docs/scoring.md explains it with worked examples and the scenarios that pin it down.
 *
 * Decisions the spec leaves open:
 * - An included question adds its answer's scoring.min and scoring.max to the sums; an excluded one adds nothing
 *   (score, min and max all 0), so a skipped branch neither helps nor hurts. An N/A answer (where the question
 *   allows it) is left out the same way, but counts as answered.
 * - An included question that is unanswered scores 0 but still counts its min and max. The server refuses to score
 *   an incomplete audit (409), so this only shows in previews.
 * - Scores are not clamped to [min, max] except the multi-select cap of docs/requirements.md#decisions-audits; a template whose option
 *   values exceed max is a template error, not something to hide.
 * - normScore is rounded to one decimal first and the band is taken from the rounded value, so the shown score
 *   and the shown band always agree (79.96 shows as 80.0 and is LOW).
 * - A step's, a section's and the audit's band (`risk`) is the worse of the score's band (`scoreRisk`) and every cap
 *   triggered by an answer inside it (`caps`, in flow order). The audit's caps also hold its floors: exposure, and
 *   breaches compounding (audit-floors.ts).
 */
export interface ScoreTotals {
  score: number;
  minScore: number;
  maxScore: number;
  normScore: number | null;
  /** the band of normScore alone */
  scoreRisk: RiskBand;
  /** the band shown: the worse of scoreRisk and every triggered cap */
  risk: RiskBand;
  caps: TriggeredCap[];
}
export interface StepScore extends ScoreTotals {
  id: number;
  title: string;
  questions: QuestionScore[];
}
export interface SectionScore extends ScoreTotals {
  id: number;
  name: string;
  steps: StepScore[];
}
export interface AuditScore extends ScoreTotals {
  sections: SectionScore[];
  /** the risk model this result was scored with */
  modelVersion: number;
  /** the exposure measures' own score, whose band is a floor under the audit's; null without exposure measures */
  exposure: ExposureScore | null;
  /** the rule packs that applied to the farm */
  rulePacks: AppliedPack[];
}

type ScorableTemplate = Pick<TemplateBody, 'sections'> & Partial<Pick<TemplateBody, 'riskThresholds'>>;

/** Drops floating-point noise from sums of option values such as 0.1 + 0.2. */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6 + 0;

/** The score of one answered question by the rules of docs/requirements.md#decisions-audits (and its number bands). */
export function questionScore(question: ScorableQuestion, answer: string): number {
  return questionOutcome(question, answer).score;
}

/** 100 × (score − min) / (max − min), one decimal; null when max equals min. */
export function normScore(score: number, minScore: number, maxScore: number): number | null {
  if (maxScore === minScore) return null;
  return Math.round((1000 * (score - minScore)) / (maxScore - minScore)) / 10 + 0;
}

type Sums = Pick<ScoreTotals, 'score' | 'minScore' | 'maxScore'>;

function totals(parts: readonly Sums[], caps: TriggeredCap[], thresholds: RiskThresholds): ScoreTotals {
  const score = tidy(parts.reduce((s, p) => s + p.score, 0));
  const minScore = tidy(parts.reduce((s, p) => s + p.minScore, 0));
  const maxScore = tidy(parts.reduce((s, p) => s + p.maxScore, 0));
  const norm = normScore(score, minScore, maxScore);
  const scoreRisk = riskBand(norm, thresholds);
  const risk = caps.reduce<RiskBand>((band, cap) => worseRisk(band, cap.capRisk), scoreRisk);
  return { score, minScore, maxScore, normScore: norm, scoreRisk, risk, caps };
}

const byOrdinal = <T extends { ordinal: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.ordinal - b.ordinal);

/** Scores an audit: questions → steps → sections → audit, each in flow order, under the current risk model. */
export function scoreAudit(
  template: ScorableTemplate,
  answersByAnswerId: ReadonlyMap<number, string>,
  context: ScoringContext = {},
): AuditScore {
  const thresholds = template.riskThresholds ?? defaultThresholds;
  const { included, critical } = applicability(template, answersByAnswerId);
  const rules = resolveRules(context.farm);
  const scoredQuestions: ScoredQuestion[] = [];

  const sections = byOrdinal(template.sections).map((section): SectionScore => {
    const steps = byOrdinal(section.steps).map((step): StepScore => {
      const scored = byOrdinal(step.questions).map((question) => {
        const result = scoreQuestion(question, answersByAnswerId.get(question.answer.id), {
          included: included.has(question.id),
          critical: critical.has(question.id),
          rule: question.ruleKey ? rules.byKey.get(question.ruleKey) : undefined,
          auditDate: context.auditDate,
        });
        const { caps, ...score } = result;
        scoredQuestions.push({ question, score, caps });
        return result;
      });
      const caps = scored.flatMap((q) => q.caps.map((cap) => ({ sectionId: section.id, stepId: step.id, ...cap })));
      const questions = scored.map(({ caps: _caps, ...q }) => q);
      return { id: step.id, title: step.title, ...totals(questions, caps, thresholds), questions };
    });
    return {
      id: section.id,
      name: section.name,
      ...totals(
        steps,
        steps.flatMap((s) => s.caps),
        thresholds,
      ),
      steps,
    };
  });
  const sectionCaps = sections.flatMap((s) => s.caps);
  const byScore = totals(sections, sectionCaps, thresholds);
  const exposure = exposureScore(scoredQuestions, normScore, thresholds);
  const floors = [
    exposureCap(exposure, byScore.scoreRisk),
    compoundCap(scoredQuestions),
    zeroPerilsCap(scoredQuestions),
    agedChecksCap(scoredQuestions),
  ].filter((c) => c !== null);
  return {
    ...(floors.length ? totals(sections, [...sectionCaps, ...floors], thresholds) : byScore),
    sections,
    modelVersion: RISK_MODEL_VERSION,
    exposure,
    rulePacks: rules.packs,
  };
}

/** Included questions without an answer; the server refuses to score while this is above 0. */
export function unansweredCount(result: Pick<AuditScore, 'sections'>): number {
  return result.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).filter((q) => q.included && !q.answered).length;
}
