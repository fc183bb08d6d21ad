import type { AuditScore } from '@aquarisk/contract/scoring/score-audit';
import type { StepQuestion } from '@aquarisk/contract/schemas/results.schema';
import type { TemplateStep } from '@aquarisk/contract/template/template.schema';

type ScoredStep = AuditScore['sections'][number]['steps'][number];

/** A step's included questions in order, with their answers (the step results and the PDF report). */
export function stepQuestionsOf(step: TemplateStep, scored: ScoredStep, answers: ReadonlyMap<number, string>): StepQuestion[] {
  const outcomes = new Map(scored.questions.filter((q) => q.included).map((q) => [q.id, q]));
  return [...step.questions]
    .sort((a, b) => a.ordinal - b.ordinal)
    .filter((q) => outcomes.has(q.id))
    .map((q) => ({
      id: q.id,
      name: q.name,
      ordinal: q.ordinal,
      text: q.text,
      answerType: q.answerType,
      answerUnits: q.answerUnits,
      answerOptions: q.answerOptions.map((o) => ({ ordinal: o.ordinal, text: o.text })),
      answer: answers.has(q.id) ? { answerStr: answers.get(q.id)! } : null,
      notApplicable: outcomes.get(q.id)!.notApplicable,
      capRisk: outcomes.get(q.id)!.capRisk,
    }));
}
