import { describe, expect, it } from 'vitest';
import { coordinatePairOf } from './coordinate-pair.ts';

describe('coordinatePairOf', () => {
  it.each([
    ['53.2707, -9.0568', { latitude: 53.2707, longitude: -9.0568 }],
    [' -33.45;-70.66 ', { latitude: -33.45, longitude: -70.66 }],
    ['60.39\t5.32\n', { latitude: 60.39, longitude: 5.32 }],
    ['-7.25 +110', { latitude: -7.25, longitude: 110 }],
  ])('reads %j as latitude and longitude', (text, pair) => {
    expect(coordinatePairOf(text)).toEqual(pair);
  });

  it.each(['53.2707', '-7.25', '53,2707', '53.2707° N, 9.0568° W', 'abc, def', ''])('%j is not a pair', (text) => {
    expect(coordinatePairOf(text)).toBeNull();
  });
});
