const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Map labels and totals (docs/requirements.md#results-9): thousands abbreviated with k, millions with M (so $21.5M rather than
 * $21,500k); below a thousand the number as it is.
 */
export function abbreviate(n: number): string {
  const abs = Math.abs(n);
  if (abs < 1000) return oneDecimal.format(n);
  if (Math.round(abs / 100) < 10_000) return `${oneDecimal.format(n / 1000)}k`;
  if (Math.round(abs / 100_000) < 10_000) return `${oneDecimal.format(n / 1_000_000)}M`;
  return `${oneDecimal.format(n / 1_000_000_000)}B`;
}

const symbols = new Map<string, string>();

/** The currency's sign as English writes it: $ for USD, € for EUR, CA$ and A$ for the other dollars, NOK for NOK. */
function currencySymbol(code: string): string {
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(0);
    symbol = parts.find((p) => p.type === 'currency')?.value ?? code;
    symbols.set(code, symbol);
  }
  return symbol;
}

/**
 * A value in the currency it was recorded in (issue 21: never a sum across currencies under one $). US dollars keep
 * the spec's $ prefix (docs/requirements.md#results-9); a sign that ends in a letter is spaced ('NOK 292M'); a value whose farm states no
 * currency says so.
 */
export function formatMoney(n: number, currencyCode: string | null): string {
  if (currencyCode === null) return `${abbreviate(n)} (no currency)`;
  const symbol = currencySymbol(currencyCode);
  return /[\p{L}.]$/u.test(symbol) ? `${symbol} ${abbreviate(n)}` : `${symbol}${abbreviate(n)}`;
}

export const formatTonnes = (n: number) => `${abbreviate(n)} t`;
