import { describe, expect, it } from 'vitest';
import { CIRCLE_RADII, mapModes, radiusFor, sectionNames, shownInMode, TONNAGE_THRESHOLDS, VALUE_THRESHOLDS } from './map-modes.ts';
import { mapItem as item } from './intelligence-test-data.ts';

describe('map modes', () => {
  it('size circles in eight steps from 0 to 10 million, the largest from 10 million up', () => {
    expect(VALUE_THRESHOLDS[0]).toBe(0);
    expect(VALUE_THRESHOLDS.at(-1)).toBe(10_000_000);
    expect(radiusFor(0, VALUE_THRESHOLDS)).toBe(CIRCLE_RADII[0]);
    expect(radiusFor(99_999, VALUE_THRESHOLDS)).toBe(CIRCLE_RADII[0]);
    expect(radiusFor(100_000, VALUE_THRESHOLDS)).toBe(CIRCLE_RADII[1]);
    expect(radiusFor(2_499_999, VALUE_THRESHOLDS)).toBe(CIRCLE_RADII[4]);
    expect(radiusFor(10_000_000, VALUE_THRESHOLDS)).toBe(CIRCLE_RADII[7]);
    expect(radiusFor(31_000_000, VALUE_THRESHOLDS)).toBe(CIRCLE_RADII[7]);
    expect(radiusFor(1200, TONNAGE_THRESHOLDS)).toBe(CIRCLE_RADII[4]);
    expect([...CIRCLE_RADII].sort((a, b) => a - b)).toEqual([...CIRCLE_RADII]);
  });

  it('show scored farms in the risk mode, every farm in all farms, farms with the figure in value modes', () => {
    const scored = item({ surveyId: 's', risk: 'LOW', animalCount: 10 });
    const bare = item({ avgValue: 5 });
    expect([scored, bare].map((i) => shownInMode(i, mapModes.risk))).toEqual([true, false]);
    expect([scored, bare].map((i) => shownInMode(i, mapModes.all))).toEqual([true, true]);
    expect([scored, bare].map((i) => shownInMode(i, mapModes.animals))).toEqual([true, false]);
    expect([scored, bare].map((i) => shownInMode(i, mapModes.avgValue))).toEqual([false, true]);
    expect(shownInMode(item({ tonnage: 0 }), mapModes.tonnage)).toBe(true);
  });

  it('list section names in the order they first appear', () => {
    const a = item({
      sections: [
        { name: 'Animal Health', risk: 'LOW', normScore: 1 },
        { name: 'Environment', risk: 'LOW', normScore: 1 },
      ],
    });
    const b = item({
      sections: [
        { name: 'Environment', risk: 'HIGH', normScore: 1 },
        { name: 'Husbandry', risk: 'LOW', normScore: 1 },
      ],
    });
    expect(sectionNames([a, b])).toEqual(['Animal Health', 'Environment', 'Husbandry']);
  });
});
