/**
 * memo() comparison for the editor's inputs: re-render when a data prop changes, never for a new handler. Safe
 * because every handler in the editor only dispatches to a position and field that the data props already name
 * (the path or id); the reducer merges into the current template (see template-reducer.ts).
 */
export function sameData<P extends object>(prev: Readonly<P>, next: Readonly<P>): boolean {
  const keys = Object.keys(next) as (keyof P)[];
  if (keys.length !== Object.keys(prev).length) return false;
  return keys.every((k) => typeof next[k] === 'function' || Object.is(prev[k], next[k]));
}
