import { parseSelect } from '../answers/answer-rules.ts';
import { includedQuestionIds } from '../answers/include-if.ts';
import { defaultThresholds, riskBand, type RiskBand } from '../risk.ts';
import type { TemplateBody, TemplateQuestion } from '../template/template.schema.ts';

/**
 * The scoring engine of DECISIONS.md ("Audits: flow, states and scoring"); docs/scoring.md explains it.
 *
 * Decisions the spec leaves open:
 * - An included question adds its answer's scoring.min and scoring.max to the sums; an excluded one adds nothing
 *   (score, min and max all 0), so a skipped branch neither helps nor hurts.
 * - An included question that is unanswered scores 0 but still counts its min and max. The server refuses to score
 *   an incomplete audit (409), so this only shows in previews.
 * - Scores are not clamped to [min, max] except the multi-select cap of DECISIONS.md; a template whose option
 *   values exceed max is a template error, not something to hide.
 * - normScore is rounded to one decimal first and the band is taken from the rounded value, so the shown score
 *   and the shown band always agree (79.96 shows as 80.0 and is LOW).
 */
export interface ScoreTotals {
  score: number;
  minScore: number;
  maxScore: number;
  normScore: number | null;
  risk: RiskBand;
}
export interface QuestionScore {
  id: number;
  included: boolean;
  answered: boolean;
  score: number;
  minScore: number;
  maxScore: number;
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
}

type ScorableTemplate = Pick<TemplateBody, 'sections'> & Partial<Pick<TemplateBody, 'riskThresholds'>>;
type ScorableQuestion = Pick<TemplateQuestion, 'answerType' | 'answer' | 'answerOptions'>;

/** Drops floating-point noise from sums of option values such as 0.1 + 0.2. */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6 + 0;

/** The score of one answered question by the rules of DECISIONS.md. */
export function questionScore(question: ScorableQuestion, answer: string): number {
  const scoring = question.answer.scoring;
  switch (question.answerType) {
    case 'YES_NO':
      if (answer === 'YES') return scoring.yes ?? 0;
      return answer === 'NO' ? (scoring.no ?? 0) : 0;
    case 'SINGLE_SELECT': {
      const [ordinal] = parseSelect(answer);
      return question.answerOptions.find((o) => o.ordinal === ordinal)?.scoring.value ?? 0;
    }
    case 'MULTI_SELECT': {
      const chosen = new Set(parseSelect(answer));
      const sum = question.answerOptions.filter((o) => chosen.has(o.ordinal)).reduce((s, o) => s + o.scoring.value, 0);
      return Math.min(tidy(sum), scoring.max);
    }
    default:
      return scoring.default ?? 0;
  }
}

/** 100 × (score − min) / (max − min), one decimal; null when max equals min. */
export function normScore(score: number, minScore: number, maxScore: number): number | null {
  if (maxScore === minScore) return null;
  return Math.round((1000 * (score - minScore)) / (maxScore - minScore)) / 10 + 0;
}

function totals(parts: readonly Omit<ScoreTotals, 'normScore' | 'risk'>[], thresholds = defaultThresholds) {
  const score = tidy(parts.reduce((s, p) => s + p.score, 0));
  const minScore = tidy(parts.reduce((s, p) => s + p.minScore, 0));
  const maxScore = tidy(parts.reduce((s, p) => s + p.maxScore, 0));
  const norm = normScore(score, minScore, maxScore);
  return { score, minScore, maxScore, normScore: norm, risk: riskBand(norm, thresholds) };
}

const byOrdinal = <T extends { ordinal: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.ordinal - b.ordinal);

/** Scores an audit: questions → steps → sections → audit, each in flow order. */
export function scoreAudit(template: ScorableTemplate, answersByAnswerId: ReadonlyMap<number, string>): AuditScore {
  const thresholds = template.riskThresholds ?? defaultThresholds;
  const included = includedQuestionIds(template, answersByAnswerId);

  const scoreQuestion = (question: TemplateQuestion): QuestionScore => {
    const answer = answersByAnswerId.get(question.answer.id);
    const answered = answer !== undefined && answer.trim() !== '';
    if (!included.has(question.id)) {
      return { id: question.id, included: false, answered, score: 0, minScore: 0, maxScore: 0 };
    }
    const { min, max } = question.answer.scoring;
    const score = answered ? questionScore(question, answer.trim()) : 0;
    return { id: question.id, included: true, answered, score, minScore: min, maxScore: max };
  };

  const sections = byOrdinal(template.sections).map((section): SectionScore => {
    const steps = byOrdinal(section.steps).map((step): StepScore => {
      const questions = byOrdinal(step.questions).map(scoreQuestion);
      return { id: step.id, title: step.title, ...totals(questions, thresholds), questions };
    });
    return { id: section.id, name: section.name, ...totals(steps, thresholds), steps };
  });
  return { ...totals(sections, thresholds), sections };
}

/** Included questions without an answer; the server refuses to score while this is above 0. */
export function unansweredCount(result: AuditScore): number {
  return result.sections
    .flatMap((s) => s.steps.flatMap((st) => st.questions))
    .filter((q) => q.included && !q.answered).length;
}
