import { describe, expect, it } from 'vitest';
import { canonicalOption, matchOptions } from './match-options.ts';

const list = ['Atlantic salmon', 'Coho salmon', 'Rainbow trout', 'Sea trout'];

describe('matchOptions', () => {
  it.each([
    ['', []],
    ['  ', []],
    ['s', ['Sea trout', 'Atlantic salmon', 'Coho salmon']],
    ['TROUT', ['Rainbow trout', 'Sea trout']],
    ['cod', []],
  ])('%j → %j', (text, expected) => {
    expect(matchOptions(list, text)).toEqual(expected);
  });

  it('stops at the limit', () => {
    expect(matchOptions(list, 'o', 2)).toHaveLength(2);
  });
});

describe('canonicalOption', () => {
  it('finds the list spelling regardless of case and spaces, else nothing', () => {
    expect(canonicalOption(list, ' rainbow TROUT ')).toBe('Rainbow trout');
    expect(canonicalOption(list, 'rainbow')).toBeUndefined();
    expect(canonicalOption(list, '')).toBeUndefined();
  });
});
