import { NOT_APPLICABLE, type AnswerType } from '../answer-types.ts';
import { worseRisk, type CapRisk, type RiskBand } from '../risk.ts';
import type { TemplateQuestion } from '../template/template.schema.ts';
import type { TriggeredCap } from './caps.ts';
import { questionOutcome, worstOutcome } from './question-outcome.ts';
import { breaks } from './rules/limit.ts';
import type { MeasureRule } from './rules/rule-pack.ts';

/**
 * One question of an audit under the risk model (docs/scoring.md): included or not, answered, N/A, its points, and
 * the caps it triggers: the template's knockout and every limit of its measure that the answer breaks.
 */
export interface QuestionScore {
  id: number;
  included: boolean;
  answered: boolean;
  /** answered N/A: left out of score, min and max */
  notApplicable: boolean;
  score: number;
  minScore: number;
  maxScore: number;
  /** the worst cap this answer triggers, if any */
  capRisk: CapRisk | null;
}

export type QuestionCap = Omit<TriggeredCap, 'sectionId' | 'stepId'>;

const TEXTS: readonly AnswerType[] = ['SHORT_TEXT', 'LONG_TEXT', 'URL'];

export interface QuestionContext {
  included: boolean;
  /** the farm's production system makes the question critical: N/A is not accepted (issue 22) */
  critical: boolean;
  /** the measure's rule from the packs, when the question names a measure */
  rule: MeasureRule | undefined;
  auditDate: string | null | undefined;
}

export function scoreQuestion(
  question: TemplateQuestion,
  answer: string | undefined,
  ctx: QuestionContext,
): QuestionScore & { caps: QuestionCap[] } {
  const answered = answer !== undefined && answer.trim() !== '';
  const base = { id: question.id, answered, notApplicable: false, score: 0, minScore: 0, maxScore: 0, capRisk: null, caps: [] };
  if (!ctx.included) return { ...base, included: false };
  const na = answered && answer.trim() === NOT_APPLICABLE;
  if (na && question.allowNotApplicable && !ctx.critical) return { ...base, included: true, notApplicable: true };
  const { min, max } = question.answer.scoring;
  if (!answered) return { ...base, included: true, minScore: min, maxScore: max };
  const options = { bands: ctx.rule?.bands, auditDate: ctx.auditDate };
  // 'N/A' is an ordinary text answer, unless the question is critical: elsewhere it can only be a refused N/A.
  const refused = na && (ctx.critical || !TEXTS.includes(question.answerType));
  const outcome = refused ? worstOutcome(question, options) : questionOutcome(question, answer.trim(), options);
  const cap = (capRisk: CapRisk, extra: Partial<QuestionCap> = {}): QuestionCap => ({
    questionId: question.id,
    questionText: question.text,
    answerText: outcome.answerText,
    capRisk,
    ...extra,
  });
  const broken = (ctx.rule?.limits ?? []).filter((limit) => outcome.values.some((v) => breaks(limit, v)));
  const caps = [
    ...(outcome.capRisk ? [cap(outcome.capRisk)] : []),
    ...broken.map((l) => cap(l.capRisk, { limit: { kind: l.kind, text: l.text, source: l.source } })),
  ];
  const capRisk = caps.reduce<RiskBand | null>((worst, c) => (worst ? worseRisk(worst, c.capRisk) : c.capRisk), null) as CapRisk | null;
  return { ...base, included: true, score: outcome.score, minScore: min, maxScore: max, capRisk, caps };
}
