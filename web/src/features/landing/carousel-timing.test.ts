import { describe, expect, it } from 'vitest';
import { FIRST_SLIDE_MS, SLIDE_MS, TRANSITION_MS, slideDuration, wrapIndex } from './carousel-timing.ts';

describe('carousel timing (docs/requirements.md#core-9)', () => {
  it('shows the first slide 6 s, the others 5 s, with a 1 s transition', () => {
    expect([FIRST_SLIDE_MS, SLIDE_MS, TRANSITION_MS]).toEqual([6000, 5000, 1000]);
    expect([0, 1, 2, 3, 4].map(slideDuration)).toEqual([6000, 5000, 5000, 5000, 5000]);
  });

  it.each([
    [5, 5, 0],
    [-1, 5, 4],
    [7, 5, 2],
    [3, 5, 3],
    [2, 0, 0],
  ])('wraps %i into %i slides as %i', (i, count, expected) => {
    expect(wrapIndex(i, count)).toBe(expected);
  });
});
