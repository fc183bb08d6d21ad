import { unitSuffix } from '@aquarisk/contract/format-percent';
import type { EnvironmentSeries } from '@aquarisk/contract/schemas/environment.schema';
import { countOf } from '@aquarisk/contract/plural';

/** Readings show two decimals at most, trailing zeros dropped: 7.9, 33.12. */
export function formatReading(value: number | null): string {
  if (value === null) return '–';
  return String(Number(value.toFixed(2)));
}

export function withUnit(value: number | null, unit: string | null): string {
  return unit && value !== null ? `${formatReading(value)}${unitSuffix(unit)}` : formatReading(value);
}

/** 'Measured 6.12–9.8 mg/l (mean 7.9, 504 readings)': the line shown beside a question about the same parameter. */
export function measuredRangeText(s: EnvironmentSeries): string {
  const unit = unitSuffix(s.unit ?? '');
  return `Measured ${formatReading(s.min)}–${formatReading(s.max)}${unit} (mean ${formatReading(s.mean)}, ${countOf(s.count, 'reading')})`;
}

/** The answer a FLOAT_RANGE question takes from the measured range: '6.12-9.80'. */
export function measuredRangeAnswer(s: EnvironmentSeries): string | null {
  if (s.min === null || s.max === null) return null;
  return `${s.min.toFixed(2)}-${s.max.toFixed(2)}`;
}

/** One colour per parameter, from the theme's chart palette. */
export const seriesColors = ['#0b7285', '#c2255c', '#5f3dc4', '#e67700', '#2b8a3e', '#1864ab'];
