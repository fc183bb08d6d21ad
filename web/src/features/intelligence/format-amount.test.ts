import { describe, expect, it } from 'vitest';
import { abbreviate, formatMoney, formatTonnes } from './format-amount.ts';

describe('abbreviate', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [999.4, '999.4'],
    [1000, '1k'],
    [12_345, '12.3k'],
    [250_000, '250k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [2_500_000, '2.5M'],
    [21_500_000, '21.5M'],
    [3_200_000_000, '3.2B'],
  ])('%d reads %s', (n, text) => expect(abbreviate(n)).toBe(text));

  it('prefixes values with $ and tonnage with its unit', () => {
    expect(formatMoney(19_800_000)).toBe('$19.8M');
    expect(formatMoney(750)).toBe('$750');
    expect(formatTonnes(4200)).toBe('4.2k t');
  });
});
