import { randomUUID } from 'node:crypto';
import { firstOpen, flowOrder, includedEntries } from '@aquarisk/contract/answers/flow-order';
import type { BatchAnswer } from '@aquarisk/contract/schemas/answer-batch.schema';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { demoAnswer, seededRandom } from '../src/seed/demo-answers.ts';

/**
 * The next `n` valid answers in flow order after those `given`, each applying given the ones before, as `userExtId`
 * would give them offline (each with a new client id); fewer when the audit runs out of questions.
 */
export function validAnswers(
  template: TemplateBody,
  given: Map<number, string>,
  n: number,
  userExtId: string,
  seed: number,
): BatchAnswer[] {
  const rand = seededRandom(seed);
  const all = flowOrder(template);
  const answers = new Map(given);
  const out: BatchAnswer[] = [];
  while (out.length < n) {
    const entry = firstOpen(includedEntries(template, all, answers), answers);
    if (!entry) break;
    const answerValue = demoAnswer(entry.question, 1, rand, userExtId);
    answers.set(entry.question.id, answerValue);
    out.push({ clientId: randomUUID(), questionId: entry.question.id, answerValue });
  }
  return out;
}
