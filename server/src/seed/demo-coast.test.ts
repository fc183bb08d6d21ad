import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoFarms } from './demo-data.ts';

// The web's offline map draws detailed coastline only inside these boxes (scripts/coastline, issue 24).
const coast = JSON.parse(fs.readFileSync(new URL('../../../web/src/components/map/coast-regions.json', import.meta.url), 'utf8')) as {
  regions: { id: string; bounds: [number, number, number, number] }[];
};

// The OpenStreetMap land the regions' tiles are cut from (scripts/coastline/regions.geojson).
const land = JSON.parse(fs.readFileSync(new URL('../../../scripts/coastline/regions.geojson', import.meta.url), 'utf8')) as {
  features: { geometry: { type: 'MultiPolygon'; coordinates: [number, number][][][] } }[];
};

/** Even-odd ray casting over every ring: inside a polygon and outside its holes. */
function onLand(lon: number, lat: number): boolean {
  let inside = false;
  for (const feature of land.features) {
    for (const polygon of feature.geometry.coordinates) {
      for (const ring of polygon) {
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i]!;
          const [xj, yj] = ring[j]!;
          if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
        }
      }
    }
  }
  return inside;
}

describe('demo farms on the offline map', () => {
  it('every demo farm lies in the water of the map it is drawn on, not on its land', () => {
    expect(onLand(6.8, 60.3)).toBe(true); // inland Hardanger: the check can see land
    for (const farm of demoFarms) expect(onLand(farm.longitude!, farm.latitude!), farm.name).toBe(false);
  });

  it('every demo farm lies well inside a region of detailed coastline', () => {
    for (const farm of demoFarms) {
      const [lat, lon] = [farm.latitude!, farm.longitude!];
      const kmPerLon = 111 * Math.cos((lat * Math.PI) / 180);
      // at least 10 km from the box's edges, so the farm map at farm zoom never shows the cut
      const margin = (w: number, s: number, e: number, n: number) =>
        Math.min((lat - s) * 111, (n - lat) * 111, (lon - w) * kmPerLon, (e - lon) * kmPerLon);
      const best = Math.max(...coast.regions.map((r) => margin(...r.bounds)));
      expect(best, farm.name).toBeGreaterThan(10);
    }
  });
});
