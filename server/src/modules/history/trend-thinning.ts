export interface TimedPoint {
  tsMs: number;
  value: number;
}

/**
 * At most 2 × `buckets` points of a series on the time axis [fromMs, toMs]: the axis cut into equal buckets, and in
 * each the lowest and the highest point (the earliest when a value repeats), so peaks and troughs survive. Time order.
 */
export function thinOnAxis<P extends TimedPoint>(points: readonly P[], fromMs: number, toMs: number, buckets: number): P[] {
  const width = toMs - fromMs + 1;
  const low = new Map<number, P>();
  const high = new Map<number, P>();
  const earlier = (a: P, b: P) => a.tsMs < b.tsMs;
  for (const p of points) {
    const b = Math.min(buckets - 1, Math.max(0, Math.floor(((p.tsMs - fromMs) * buckets) / width)));
    const lo = low.get(b);
    if (!lo || p.value < lo.value || (p.value === lo.value && earlier(p, lo))) low.set(b, p);
    const hi = high.get(b);
    if (!hi || p.value > hi.value || (p.value === hi.value && earlier(p, hi))) high.set(b, p);
  }
  return [...new Set([...low.values(), ...high.values()])].sort((a, b) => a.tsMs - b.tsMs);
}
