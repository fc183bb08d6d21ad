import type { TemplateBody, TemplateQuestion, TemplateSection, TemplateStep } from '../template/template.schema.ts';
import { answersByAnswerIdOf, includedQuestionIds } from './include-if.ts';

export interface FlowEntry {
  section: TemplateSection;
  step: TemplateStep;
  question: TemplateQuestion;
}

const byOrdinal = <T extends { ordinal: number }>(a: T, b: T) => a.ordinal - b.ordinal;

/** Every question of a snapshot in flow order with its section and step (the same order as the contract's). */
export function flowOrder(snapshot: TemplateBody): FlowEntry[] {
  const out: FlowEntry[] = [];
  for (const section of [...snapshot.sections].sort(byOrdinal)) {
    for (const step of [...section.steps].sort(byOrdinal)) {
      for (const question of [...step.questions].sort(byOrdinal)) out.push({ section, step, question });
    }
  }
  return out;
}

/** The entries that apply given the answers (keyed by question id), by the contract's includeIf rules. */
export function includedEntries(snapshot: TemplateBody, entries: FlowEntry[], answers: Map<number, string>): FlowEntry[] {
  const ids = includedQuestionIds(snapshot, answersByAnswerIdOf(snapshot, answers));
  return entries.filter((e) => ids.has(e.question.id));
}

/** Where the cursor goes after answering `questionId`: the next included question, else the first unanswered one. */
export function nextAfter(included: FlowEntry[], answers: Map<number, string>, questionId: number): FlowEntry | null {
  const index = included.findIndex((e) => e.question.id === questionId);
  const after = index >= 0 ? included[index + 1] : undefined;
  if (after) return after;
  return firstOpen(included, answers);
}

export function firstOpen(included: FlowEntry[], answers: Map<number, string>): FlowEntry | null {
  return included.find((e) => !answers.has(e.question.id)) ?? null;
}
