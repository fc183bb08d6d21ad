/**
 * The product's one way to write a percentage (docs/decisions.md "One percent style"): the sign right after the
 * number, as the spec's scores are written ("94.2%", "0.5%", "45% saturation").
 */
export function formatPercent(value: number, fractionDigits?: number): string {
  return `${fractionDigits === undefined ? String(value) : value.toFixed(fractionDigits)}%`;
}

/** A unit label after a number: a percent sign (also "% saturation") follows the number at once, others after a space. */
export function unitSuffix(label: string): string {
  if (!label) return '';
  return label.startsWith('%') ? label : ` ${label}`;
}
