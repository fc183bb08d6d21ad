import { newOption, newQuestion, newSection, newStep } from '@aquarisk/contract/template/template-rules';
import type { TemplateBody, TemplateQuestion, TemplateSection, TemplateStep } from '@aquarisk/contract/template/template.schema';

/**
 * Where the editor's reducer finds an item: its position in the tree. Field edits copy only the path to the edited
 * item (withSection, withStep, withQuestion); structural edits change the list that holds items of a kind.
 */
export type ItemKind = 'section' | 'step' | 'question' | 'option';

/** Array positions, which are also the flow order: s section, st step, q question, o option. */
export interface ItemPath {
  s: number;
  st?: number;
  q?: number;
  o?: number;
}

export const mapAt = <T>(list: readonly T[], i: number, fn: (item: T) => T): T[] => list.map((x, j) => (j === i ? fn(x) : x));
export const at = (n: number | undefined) => n ?? 0;

export const withSection = (t: TemplateBody, p: Partial<ItemPath>, fn: (s: TemplateSection) => TemplateSection): TemplateBody => ({
  ...t,
  sections: mapAt(t.sections, at(p.s), fn),
});
export const withStep = (t: TemplateBody, p: Partial<ItemPath>, fn: (s: TemplateStep) => TemplateStep) =>
  withSection(t, p, (section) => ({ ...section, steps: mapAt(section.steps, at(p.st), fn) }));
export const withQuestion = (t: TemplateBody, p: Partial<ItemPath>, fn: (q: TemplateQuestion) => TemplateQuestion) =>
  withStep(t, p, (step) => ({ ...step, questions: mapAt(step.questions, at(p.q), fn) }));

type ListEdit = <T>(list: readonly T[]) => T[];

/** Applies `fn` to the list that holds items of `kind` under the parent path. */
export function editList(t: TemplateBody, kind: ItemKind, p: Partial<ItemPath>, fn: ListEdit): TemplateBody {
  switch (kind) {
    case 'section':
      return { ...t, sections: fn(t.sections) };
    case 'step':
      return withSection(t, p, (s) => ({ ...s, steps: fn(s.steps) }));
    case 'question':
      return withStep(t, p, (s) => ({ ...s, questions: fn(s.questions) }));
    case 'option':
      return withQuestion(t, p, (q) => ({ ...q, answerOptions: fn(q.answerOptions) }));
  }
}

export const indexOf = (kind: ItemKind, p: ItemPath) => at({ section: p.s, step: p.st, question: p.q, option: p.o }[kind]);

export function addItem(t: TemplateBody, kind: ItemKind, p: Partial<ItemPath>): TemplateBody {
  const section = t.sections[at(p.s)];
  const step = section?.steps[at(p.st)];
  const question = step?.questions[at(p.q)];
  let item: unknown;
  if (kind === 'section') item = newSection(t);
  else if (kind === 'step' && section) item = newStep(t, section);
  else if (kind === 'question' && step) item = newQuestion(t, step);
  else if (kind === 'option' && question) item = newOption(t, question);
  else return t;
  return editList(t, kind, p, (list) => [...list, item as (typeof list)[number]]);
}

export function moveItem(t: TemplateBody, kind: ItemKind, p: ItemPath, by: -1 | 1): TemplateBody {
  const i = indexOf(kind, p);
  return editList(t, kind, p, (list) => {
    const j = i + by;
    if (j < 0 || j >= list.length) return [...list];
    const next = [...list];
    [next[i], next[j]] = [next[j]!, next[i]!];
    return next;
  });
}

const byOrdinal = <T extends { ordinal: number }>(list: readonly T[]) => [...list].sort((a, b) => a.ordinal - b.ordinal);

/** The editor shows items in flow order, so arrays are sorted by ordinal once when a template is loaded. */
export function sortedForEditing(t: TemplateBody): TemplateBody {
  return {
    ...t,
    sections: byOrdinal(t.sections).map((s) => ({
      ...s,
      steps: byOrdinal(s.steps).map((st) => ({
        ...st,
        questions: byOrdinal(st.questions).map((q) => ({ ...q, answerOptions: byOrdinal(q.answerOptions) })),
      })),
    })),
  };
}
