import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoFarms } from './demo-data.ts';

// The web's offline map draws detailed coastline only inside these boxes (scripts/coastline, issue 24).
const coast = JSON.parse(fs.readFileSync(new URL('../../../web/src/components/map/coast-regions.json', import.meta.url), 'utf8')) as {
  regions: { id: string; bounds: [number, number, number, number] }[];
};

describe('demo farms on the offline map', () => {
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
