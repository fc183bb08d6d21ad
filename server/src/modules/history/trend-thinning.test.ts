import { describe, expect, it } from 'vitest';
import { thinOnAxis } from './trend-thinning.ts';

const series = (values: readonly number[], stepMs = 1000) => values.map((value, i) => ({ tsMs: i * stepMs, value }));

describe('thinOnAxis', () => {
  it('keeps at most two points a bucket, the lowest and the highest, in time order', () => {
    const points = series(Array.from({ length: 1000 }, (_, i) => Math.sin(i / 10)));
    const thinned = thinOnAxis(points, 0, 999_000, 50);
    expect(thinned.length).toBeLessThanOrEqual(100);
    expect(thinned.length).toBeGreaterThan(50);
    expect(thinned.map((p) => p.tsMs)).toEqual([...thinned.map((p) => p.tsMs)].sort((a, b) => a - b));
  });

  it('keeps a one-reading spike and trough', () => {
    const values = Array.from({ length: 500 }, () => 8);
    values[123] = 30;
    values[321] = -2;
    const thinned = thinOnAxis(series(values), 0, 499_000, 10);
    expect(thinned.find((p) => p.value === 30)?.tsMs).toBe(123_000);
    expect(thinned.find((p) => p.value === -2)?.tsMs).toBe(321_000);
  });

  it('takes the earliest reading of a repeated value, and one point for a flat bucket', () => {
    expect(thinOnAxis(series([5, 5, 5, 5]), 0, 3000, 1)).toEqual([{ tsMs: 0, value: 5 }]);
  });

  it('returns every point when there are fewer than the buckets, and nothing for nothing', () => {
    expect(thinOnAxis(series([1, 2, 3], 10_000), 0, 20_000, 100)).toHaveLength(3);
    expect(thinOnAxis([], 0, 1, 10)).toEqual([]);
  });
});
