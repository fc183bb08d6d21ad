import type { Map as MapLibreMap, PointLike } from 'maplibre-gl';

export interface PickCandidate {
  id: string;
  longitude: number;
  latitude: number;
}

/**
 * The id of the point drawn under a click. MapLibre's own query first; in steeply tilted views (pitch 75 near full
 * zoom) that query misses circles, so then the nearest candidate projected within `tolerance` pixels.
 */
export function pickPointId(
  map: MapLibreMap,
  at: { x: number; y: number },
  layer: string,
  candidates: () => Iterable<PickCandidate>,
  tolerance = 14,
): string | null {
  const box: [PointLike, PointLike] = [
    [at.x - 4, at.y - 4],
    [at.x + 4, at.y + 4],
  ];
  const hit = map.getLayer(layer) ? map.queryRenderedFeatures(box, { layers: [layer] })[0] : undefined;
  const id: unknown = hit?.properties?.['id'];
  if (typeof id === 'string') return id;
  let best: string | null = null;
  let bestDistance = tolerance;
  const bounds = map.getBounds();
  for (const c of candidates()) {
    if (!bounds.contains([c.longitude, c.latitude])) continue;
    const p = map.project([c.longitude, c.latitude]);
    const d = Math.hypot(p.x - at.x, p.y - at.y);
    if (d <= bestDistance) {
      best = c.id;
      bestDistance = d;
    }
  }
  return best;
}
