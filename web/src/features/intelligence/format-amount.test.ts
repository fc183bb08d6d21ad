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

  it('writes a value in its own currency: $ for US dollars (docs/requirements.md#results-9), the sign or code of any other', () => {
    expect(formatMoney(19_800_000, 'USD')).toBe('$19.8M');
    expect(formatMoney(750, 'USD')).toBe('$750');
    expect(formatMoney(19_800_000, 'EUR')).toBe('€19.8M');
    expect(formatMoney(292_000_000, 'NOK')).toBe('NOK 292M');
    expect(formatMoney(7_000_000, 'CAD')).toBe('CA$7M');
    expect(formatMoney(3_100_000, 'AUD')).toBe('A$3.1M');
    expect(formatMoney(1_200, 'CHF')).toBe('CHF 1.2k');
    expect(formatMoney(5, null)).toBe('5 (no currency)');
    expect(formatTonnes(4200)).toBe('4.2k t');
  });
});
