import { formatSelect } from '../answers/answer-rules.ts';
import { questionsInOrder } from '../answers/include-if.ts';
import { isProductionSystem, PRODUCTION_SYSTEM_QUESTION, productionSystemLabels } from '../production-systems.ts';
import type { TemplateBody, TemplateQuestion } from './template.schema.ts';

/**
 * Answers an audit takes from its farm (issue 22): the "Production system" question, whose option is the farm's
 * recorded system. Launching an audit stores it; the flow refuses another answer while the farm records one.
 */
export function productionSystemQuestionOf(template: Pick<TemplateBody, 'sections'>): TemplateQuestion | null {
  return questionsInOrder(template).find((q) => q.text === PRODUCTION_SYSTEM_QUESTION && q.answerType === 'SINGLE_SELECT') ?? null;
}

/** The question and the answer the farm's production system gives it; null when the template or the farm has none. */
export function productionSystemAnswer(
  template: Pick<TemplateBody, 'sections'>,
  productionSystem: string | null | undefined,
): { question: TemplateQuestion; answer: string } | null {
  const question = productionSystemQuestionOf(template);
  if (!question || !isProductionSystem(productionSystem)) return null;
  const option = question.answerOptions.find((o) => o.text === productionSystemLabels[productionSystem]);
  return option ? { question, answer: formatSelect([option.ordinal]) } : null;
}
