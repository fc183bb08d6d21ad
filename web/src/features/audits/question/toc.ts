import type { QuestionRef, TocSection, TocStep } from '@aquarisk/contract/schemas/question-flow.schema';

/** Every question that applies, in flow order (sections, steps, questions by ordinal, as the server sends them). */
export function includedRefs(sections: readonly TocSection[]): QuestionRef[] {
  return sections.flatMap((s) =>
    s.steps.flatMap((st) => st.questions.filter((q) => q.included).map((q) => ({ sectionId: s.id, stepId: st.id, questionId: q.id }))),
  );
}

export function firstInStep(section: TocSection, step: TocStep): QuestionRef | null {
  const q = step.questions.find((x) => x.included);
  return q ? { sectionId: section.id, stepId: step.id, questionId: q.id } : null;
}

export function firstInSection(section: TocSection): QuestionRef | null {
  for (const step of section.steps) {
    const ref = firstInStep(section, step);
    if (ref) return ref;
  }
  return null;
}

/** The question after this one that applies, for stepping through answers without saving. */
export function nextRef(sections: readonly TocSection[], questionId: number): QuestionRef | null {
  const refs = includedRefs(sections);
  const at = refs.findIndex((r) => r.questionId === questionId);
  return at >= 0 ? (refs[at + 1] ?? null) : null;
}
