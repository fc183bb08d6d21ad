/** Landing carousel timings (docs/requirements.md#core-9): first slide 6 s, the others 5 s, 1 s transition. */
export const FIRST_SLIDE_MS = 6000;
export const SLIDE_MS = 5000;
export const TRANSITION_MS = 1000;

/** How long a slide stays before the carousel moves on, counted from the moment it becomes current. */
export function slideDuration(index: number): number {
  return index === 0 ? FIRST_SLIDE_MS : SLIDE_MS;
}

/** Index `i` wrapped into 0…count-1, so Next on the last slide goes to the first and Previous on the first to the last. */
export function wrapIndex(i: number, count: number): number {
  return count > 0 ? ((i % count) + count) % count : 0;
}
