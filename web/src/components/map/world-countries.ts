import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { FeatureCollection, Geometry, Position } from 'geojson';
import countries110m from 'world-atlas/countries-110m.json';

/**
 * Rings that cross the antimeridian (Russia, Fiji) jump from +180 to −180 and draw streaks across the map.
 * Unwrapping each ring's longitudes keeps it continuous; MapLibre draws coordinates beyond ±180 on world copies.
 */
export function unwrapRing(ring: Position[]): Position[] {
  const out: Position[] = [];
  let offset = 0;
  for (let i = 0; i < ring.length; i++) {
    const [lon, lat] = ring[i] as [number, number];
    if (i > 0) {
      const prev = (ring[i - 1] as [number, number])[0];
      if (lon - prev > 180) offset -= 360;
      else if (prev - lon > 180) offset += 360;
    }
    out.push([lon + offset, lat]);
  }
  return out;
}

function unwrap(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon') return { ...geometry, coordinates: geometry.coordinates.map((p) => p.map(unwrapRing)) };
  return geometry;
}

let cached: FeatureCollection | undefined;

/** Country shapes bundled with the app (world-atlas 110m), for the offline dark style. */
export function worldCountries(): FeatureCollection {
  if (cached) return cached;
  const topo = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
  const fc = feature(topo, topo.objects.countries) as FeatureCollection;
  cached = { ...fc, features: fc.features.map((f) => ({ ...f, geometry: unwrap(f.geometry) })) };
  return cached;
}
