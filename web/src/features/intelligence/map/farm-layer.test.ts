import { describe, expect, it } from 'vitest';
import { riskColors } from '@aquarisk/contract/risk';
import { mapModes, PLAIN_RADIUS } from '../map-modes.ts';
import { mapItems } from '../intelligence-test-data.ts';
import {
  colorExpression,
  farmsToGeoJson,
  filterExpression,
  NOT_SCORED,
  radiusExpression,
  STALE_RING,
  strokeColorExpression,
  strokeWidthExpression,
} from './farm-layer.ts';

describe('farm layer', () => {
  it('makes one feature per located farm, missing figures -1 and a band per section', () => {
    const data = farmsToGeoJson(mapItems, ['Animal Health', 'Environment']);
    expect(data.features.map((f) => f.properties['id'])).toEqual(['f-lof', 'f-har', 'f-cla']);
    expect(data.features[0]!.geometry.coordinates).toEqual([5, 60]);
    expect(data.features[0]!.properties).toMatchObject({ scored: 1, risk: 'MODERATE_HIGH', animalCount: 1_250_000, s0: 'LOW', s1: 'HIGH' });
    expect(data.features[1]!.properties).toMatchObject({ avgValue: -1, s0: 'MODERATE', s1: NOT_SCORED });
    expect(data.features[2]!.properties).toMatchObject({ scored: 0, risk: NOT_SCORED, avgValue: 7_000_000, animalCount: -1 });
  });

  it('rings a stale farm in violet, thicker than the others (issue 39 item 5)', () => {
    const data = farmsToGeoJson(mapItems, []);
    expect(data.features.map((f) => f.properties['stale'])).toEqual([0, 1, 0]);
    expect(strokeColorExpression).toEqual(['case', ['==', ['get', 'stale'], 1], STALE_RING, '#0a1628']);
    expect(strokeWidthExpression).toEqual(['case', ['==', ['get', 'stale'], 1], 3, 1]);
  });

  it("colours by the audit's band, or by the chosen section's band, grey otherwise", () => {
    const own = colorExpression({ mode: mapModes.risk, sectionIndex: null });
    expect(own.slice(0, 2)).toEqual(['match', ['get', 'risk']]);
    expect(own).toContain(riskColors.HIGH);
    expect(own.at(-1)).toBe(riskColors.UNKNOWN);
    expect(colorExpression({ mode: mapModes.risk, sectionIndex: 1 })[1]).toEqual(['get', 's1']);
  });

  it('filters scored farms in the risk mode and farms with the figure in value modes', () => {
    expect(filterExpression({ mode: mapModes.risk, sectionIndex: null })).toEqual(['==', ['get', 'scored'], 1]);
    expect(filterExpression({ mode: mapModes.all, sectionIndex: null })).toBeNull();
    expect(filterExpression({ mode: mapModes.tonnage, sectionIndex: null })).toEqual(['>=', ['get', 'tonnage'], 0]);
  });

  it('sizes value modes by their thresholds and the others alike, growing with zoom', () => {
    const plain = radiusExpression({ mode: mapModes.all, sectionIndex: null });
    expect(plain.slice(0, 5)).toEqual(['interpolate', ['linear'], ['zoom'], 2, PLAIN_RADIUS]);
    const value = radiusExpression({ mode: mapModes.maxValue, sectionIndex: null });
    expect(value[4]).toEqual([
      'step',
      ['get', 'maxValue'],
      4,
      100_000,
      5,
      250_000,
      7,
      500_000,
      9,
      1_000_000,
      11,
      2_500_000,
      14,
      5_000_000,
      18,
      10_000_000,
      23,
    ]);
  });
});
