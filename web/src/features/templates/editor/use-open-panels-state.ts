import { useCallback, useMemo, useState, type RefObject } from 'react';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { fieldId, type OpenPanels } from './editor-context.ts';
import { indicesOf } from './template-errors.ts';

/** Scrolls to the field at `path` (after the panels have opened), or the nearest enclosing element that has an id. */
function scrollToField(path: string) {
  let candidate = path;
  let element = document.getElementById(fieldId(candidate));
  while (!element && candidate) {
    const parent = candidate.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
    candidate = parent === candidate ? '' : parent;
    element = candidate ? document.getElementById(fieldId(candidate)) : null;
  }
  element ??= document.getElementById('template-error-summary');
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element?.focus({ preventScroll: true });
}

/**
 * Which section, step and question panels are open, and `reveal(path)`, which opens the panels around a field and
 * brings it into view. Opening a new template shows its first section; a stored one starts folded (a large
 * template stays light).
 */
export function useOpenPanelsState(initial: TemplateBody, isNew: boolean, current: RefObject<TemplateBody>): OpenPanels {
  const [open, setOpenKeys] = useState<ReadonlySet<string>>(() =>
    isNew ? new Set(initial.sections.slice(0, 1).map((s) => `section-${s.id}`)) : new Set(),
  );
  const reveal = useCallback(
    (path: string) => {
      const t = current.current;
      const { s, st, q } = indicesOf(path);
      const section = s === undefined ? undefined : t.sections[s];
      const step = st === undefined ? undefined : section?.steps[st];
      const question = q === undefined ? undefined : step?.questions[q];
      const keys = [section && `section-${section.id}`, step && `step-${step.id}`, question && `question-${question.id}`];
      setOpenKeys((prev) => new Set([...prev, ...keys.filter((k): k is string => Boolean(k))]));
      setTimeout(() => scrollToField(path), 260);
    },
    [current],
  );
  return useMemo<OpenPanels>(
    () => ({
      open,
      reveal,
      setOpen: (keys, opened) =>
        setOpenKeys((prev) => {
          const next = new Set(prev);
          for (const k of keys) next.delete(k);
          for (const k of opened) next.add(k);
          return next;
        }),
    }),
    [open, reveal],
  );
}
