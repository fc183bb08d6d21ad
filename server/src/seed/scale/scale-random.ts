/** Deterministic numbers for the scale seed (mulberry32): the same tier makes the same tenant set every run. */
export type Random = () => number;

export function randomFrom(seed: number): Random {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const pick = <T>(rand: Random, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
export const between = (rand: Random, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

/** Picks by weight: `weights` in the same order as `items`. */
export function weighted<T>(rand: Random, items: readonly T[], weights: readonly number[]): T {
  let r = rand() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i++) {
    r -= weights[i]!;
    if (r < 0) return items[i]!;
  }
  return items.at(-1)!;
}
