// Rings and lines cut to a longitude/latitude box, for the coastline build (build-tiles.mjs) and the region cut
// (cut-regions.mjs).

export function ringBox(ring) {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return [w, s, e, n];
}

export const boxesOverlap = (a, b) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

/** Sutherland–Hodgman against one edge: `inside(p)` keeps a point, `cross(a, b)` is where a→b meets the edge. */
function clipEdge(points, inside, cross) {
  const out = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    if (inside(a)) {
      out.push(a);
      if (!inside(b)) out.push(cross(a, b));
    } else if (inside(b)) out.push(cross(a, b));
  }
  return out;
}

const atX = (x) => (a, b) => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY = (y) => (a, b) => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];

/**
 * A closed ring cut to the box; parts outside become runs along the box's edges (zero-area bridges that a fill
 * ignores and that `coastlines` leaves out). Null when nothing of the ring is inside.
 */
export function clipRing(ring, [w, s, e, n]) {
  let pts = ring.slice(0, -1);
  pts = clipEdge(pts, (p) => p[0] >= w, atX(w));
  pts = clipEdge(pts, (p) => p[0] <= e, atX(e));
  pts = clipEdge(pts, (p) => p[1] >= s, atY(s));
  pts = clipEdge(pts, (p) => p[1] <= n, atY(n));
  const r = (v) => Math.round(v * 1e5) / 1e5;
  const rounded = pts.map(([x, y]) => [r(x), r(y)]).filter((p, i, all) => i === 0 || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]);
  if (rounded.length < 3) return null;
  return [...rounded, rounded[0]];
}

/**
 * The coast of land rings as lines: every segment except those running along a cut (`onCut(a, b)` true), so a box
 * edge or the antimeridian draws no line through the sea.
 */
export function coastlines(rings, onCut) {
  const lines = [];
  for (const ring of rings) {
    let line = [];
    for (let i = 0; i + 1 < ring.length; i++) {
      if (onCut(ring[i], ring[i + 1])) {
        if (line.length > 1) lines.push(line);
        line = [];
        continue;
      }
      if (line.length === 0) line.push(ring[i]);
      line.push(ring[i + 1]);
    }
    if (line.length > 1) lines.push(line);
  }
  return lines;
}
