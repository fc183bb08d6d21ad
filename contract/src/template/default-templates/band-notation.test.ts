import { describe, expect, it } from 'vitest';
import { bands } from './band-notation.ts';

describe('bands (the CSV band notation in the default templates)', () => {
  it('reads open ends, scores and caps', () => {
    expect(bands(':-30:2 | -30:0:1.5 | 0:30:0:MODERATE_HIGH | 30::3')).toEqual([
      [null, -30, 2],
      [-30, 0, 1.5],
      [0, 30, 0, 'MODERATE_HIGH'],
      [30, null, 3],
    ]);
  });

  it.each([
    ['', 'no bands'],
    ['0:1', 'Band 1 must be from:to:value or from:to:value:cap'],
    ['0:1:3 | 1:2:x', 'Band 2: the score must be a number'],
    ['0:1:3 | 1:2:0:SEVERE', "Band 2: unknown cap 'SEVERE'"],
    ['0:1: | 1::0', 'Band 1 states no score'],
    ['5:1:3', 'Band 1 must end above where it starts'],
    ['0:10:3 | 5::0', 'Band 2 overlaps band 1'],
    ['0::3 | 5::0', 'Band 2 overlaps band 1'],
  ])('throws at build on %j', (notation, message) => {
    expect(() => bands(notation)).toThrow(`Band list '${notation}': ${message}`);
  });
});
