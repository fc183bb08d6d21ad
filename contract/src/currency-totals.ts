import type { CurrencyValues } from './schemas/intelligence.schema.ts';

/**
 * Adds farm values currency by currency, never across currencies (issue 21 item 14): one entry per currency, in code
 * order, the farms that state no currency last. The server sums a country's farms with it, the web the countries.
 */
export function sumByCurrency(entries: Iterable<CurrencyValues>): CurrencyValues[] {
  const sums = new Map<string | null, CurrencyValues>();
  for (const e of entries) {
    const sum = sums.get(e.currencyCode);
    if (!sum) sums.set(e.currencyCode, { ...e });
    else
      Object.assign(sum, {
        farmCount: sum.farmCount + e.farmCount,
        avgValue: sum.avgValue + e.avgValue,
        maxValue: sum.maxValue + e.maxValue,
      });
  }
  return [...sums.values()].sort((a, b) =>
    a.currencyCode === b.currencyCode
      ? 0
      : a.currencyCode === null
        ? 1
        : b.currencyCode === null
          ? -1
          : a.currencyCode < b.currencyCode
            ? -1
            : 1,
  );
}

/**
 * The spec's single figures from per-currency sums: the sums when all are in one currency (its code, or null when the
 * farms state none), zeros when there are no values, and null values when currencies mix, since no sum is meaningful.
 */
export function singleCurrencyTotals(values: readonly CurrencyValues[]): {
  currencyCode: string | null;
  avgValue: number | null;
  maxValue: number | null;
} {
  if (values.length === 0) return { currencyCode: null, avgValue: 0, maxValue: 0 };
  if (values.length > 1) return { currencyCode: null, avgValue: null, maxValue: null };
  const [only] = values as [CurrencyValues];
  return { currencyCode: only.currencyCode, avgValue: only.avgValue, maxValue: only.maxValue };
}
