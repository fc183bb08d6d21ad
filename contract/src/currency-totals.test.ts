import { describe, expect, it } from 'vitest';
import { singleCurrencyTotals, sumByCurrency } from './currency-totals.ts';

const v = (currencyCode: string | null, avgValue: number, maxValue = avgValue * 2, farmCount = 1) => ({
  currencyCode,
  farmCount,
  avgValue,
  maxValue,
});

describe('values by currency', () => {
  it('adds each currency alone, in code order, farms without a currency last', () => {
    expect(sumByCurrency([v('NOK', 1_000_000), v(null, 5), v('EUR', 100), v('NOK', 500_000), v('AUD', 7)])).toEqual([
      v('AUD', 7),
      v('EUR', 100),
      v('NOK', 1_500_000, 3_000_000, 2),
      v(null, 5),
    ]);
  });

  it('does not change the entries it is given', () => {
    const entries = [v('EUR', 1), v('EUR', 2)];
    sumByCurrency(entries);
    expect(entries).toEqual([v('EUR', 1), v('EUR', 2)]);
  });

  it.each([
    [[], { currencyCode: null, avgValue: 0, maxValue: 0 }],
    [[v('NOK', 10)], { currencyCode: 'NOK', avgValue: 10, maxValue: 20 }],
    [[v(null, 10)], { currencyCode: null, avgValue: 10, maxValue: 20 }],
    [[v('EUR', 10), v('NOK', 10)], { currencyCode: null, avgValue: null, maxValue: null }],
  ])('one figure only where one currency: %j → %j', (values, expected) => expect(singleCurrencyTotals(values)).toEqual(expected));
});
