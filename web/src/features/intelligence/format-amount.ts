const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Map labels and totals (spec 2 §9): thousands abbreviated with k, millions with M (so $21.5M rather than
 * $21,500k); below a thousand the number as it is.
 */
export function abbreviate(n: number): string {
  const abs = Math.abs(n);
  if (abs < 1000) return oneDecimal.format(n);
  if (Math.round(abs / 100) < 10_000) return `${oneDecimal.format(n / 1000)}k`;
  if (Math.round(abs / 100_000) < 10_000) return `${oneDecimal.format(n / 1_000_000)}M`;
  return `${oneDecimal.format(n / 1_000_000_000)}B`;
}

/** Value totals are prefixed with $ (spec 2 §9). */
export const formatMoney = (n: number) => `$${abbreviate(n)}`;
export const formatTonnes = (n: number) => `${abbreviate(n)} t`;
