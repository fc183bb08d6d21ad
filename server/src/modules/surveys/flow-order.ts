import type { TemplateBody, TemplateQuestion, TemplateSection, TemplateStep } from '@aquarisk/contract/template/template.schema';
import { isIncluded } from '@aquarisk/contract/answers/include-if';
import type { AnswerType } from '@aquarisk/contract/answer-types';

export interface FlowEntry {
  section: TemplateSection;
  step: TemplateStep;
  question: TemplateQuestion;
}

const byOrdinal = <T extends { ordinal: number; id: number }>(a: T, b: T) => a.ordinal - b.ordinal || a.id - b.id;

/** Every question of a snapshot in flow order: sections, then steps, then questions, each by ordinal. */
export function flowOrder(snapshot: TemplateBody): FlowEntry[] {
  const out: FlowEntry[] = [];
  for (const section of [...snapshot.sections].sort(byOrdinal)) {
    for (const step of [...section.steps].sort(byOrdinal)) {
      for (const question of [...step.questions].sort(byOrdinal)) out.push({ section, step, question });
    }
  }
  return out;
}

/**
 * The questions that apply given the answers (keyed by question id). A question is excluded when its includeIf is
 * false, or when it depends on a question that is itself excluded (its answer then does not count).
 */
export function includedEntries(entries: FlowEntry[], answers: Map<number, string>): FlowEntry[] {
  const byAnswerId = new Map<number, string>();
  const typeByAnswerId = new Map<number, AnswerType>();
  const included: FlowEntry[] = [];
  for (const e of entries) {
    if (isIncluded(e.question, byAnswerId, typeByAnswerId)) {
      included.push(e);
      const a = answers.get(e.question.id);
      if (a !== undefined) byAnswerId.set(e.question.answer.id, a);
      typeByAnswerId.set(e.question.answer.id, e.question.answerType);
    }
  }
  return included;
}

/** Where the cursor goes after answering `questionId`: the next included question, else the first unanswered one. */
export function nextAfter(included: FlowEntry[], answers: Map<number, string>, questionId: number): FlowEntry | null {
  const index = included.findIndex((e) => e.question.id === questionId);
  const after = index >= 0 ? included[index + 1] : undefined;
  if (after) return after;
  return included.find((e) => !answers.has(e.question.id)) ?? null;
}

export function firstOpen(included: FlowEntry[], answers: Map<number, string>): FlowEntry | null {
  return included.find((e) => !answers.has(e.question.id)) ?? null;
}
