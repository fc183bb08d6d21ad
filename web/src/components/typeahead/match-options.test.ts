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

  it('matches by description too, after the options that match themselves', () => {
    const names: Record<string, string> = { NOK: 'Norwegian Krone', SEK: 'Swedish Krona', NZD: 'New Zealand Dollar' };
    expect(matchOptions(Object.keys(names), 'kron', 10, (o) => names[o]!)).toEqual(['NOK', 'SEK']);
    expect(matchOptions(Object.keys(names), 'n', 10, (o) => names[o]!)).toEqual(['NOK', 'NZD', 'SEK']);
    expect(matchOptions(Object.keys(names), 'kron')).toEqual([]);
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
