import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, currencyName, isCurrencyCode } from './currencies.ts';

describe('ISO 4217 currencies of farm values', () => {
  it('lists each code once, in order, as three capital letters', () => {
    expect([...CURRENCY_CODES].sort()).toEqual([...CURRENCY_CODES]);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('holds the spec’s six and the currencies of the demo farms, NOK among them', () => {
    for (const code of ['EUR', 'USD', 'GBP', 'CAD', 'CHF', 'AUD', 'NOK', 'CLP']) expect(isCurrencyCode(code)).toBe(true);
  });

  it('leaves out funds, metals, test codes and replaced currencies', () => {
    for (const code of ['XAU', 'XTS', 'XXX', 'XDR', 'CHE', 'USN', 'HRK', 'BGN', 'ZWL', 'ANG', 'nok', '']) {
      expect(isCurrencyCode(code), code).toBe(false);
    }
  });

  it('names every code in English', () => {
    expect(currencyName('NOK')).toBe('Norwegian Krone');
    for (const code of CURRENCY_CODES) expect(currencyName(code), code).not.toBe(code);
  });
});
