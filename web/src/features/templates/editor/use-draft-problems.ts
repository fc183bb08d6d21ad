import { useCallback, useState } from 'react';

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * Typed text no field could read as a value (a score of 'abc'), by path, as the fields report it through
 * DraftProblemsContext: the editor shows them with the template's problems and does not save while any is left.
 */
export function useDraftProblems() {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(NONE);
  const report = useCallback((path: string, problem: string | null) => {
    setDrafts((prev) => {
      if ((prev.get(path) ?? null) === problem) return prev;
      const next = new Map(prev);
      if (problem) next.set(path, problem);
      else next.delete(path);
      return next;
    });
  }, []);
  return { drafts, report };
}
