import { unitSuffix } from '@aquarisk/contract/format-percent';
import type { TrendLimit } from '@aquarisk/contract/schemas/trend.schema';

/** A measurement as the tables and legends show it: at most two decimals, thousands grouped, with its unit. */
export function formatValue(value: number | null | undefined, unit: string | null): string {
  if (value === null || value === undefined) return '–';
  const text = Number(value.toFixed(2)).toLocaleString('en');
  return `${text}${unitSuffix(unit ?? '')}`;
}

const opWords: Record<TrendLimit['op'], string> = { GT: 'above', GTE: 'at or above', LT: 'below', LTE: 'at or below' };

/** 'Legal limit: a breach is at or above 0.5': the limit's kind and the values that break it. */
export function limitLine(limit: TrendLimit, unit: string | null): string {
  return `${limit.kind === 'LEGAL' ? 'Legal limit' : 'Standard'}: breached ${opWords[limit.op]} ${formatValue(limit.value, unit)}`;
}

export const limitColor = (limit: Pick<TrendLimit, 'kind'>) => (limit.kind === 'LEGAL' ? '#c92a2a' : '#e8590c');

/** Seconds since the epoch of an audit date (uPlot's time axis). */
export const secondsOf = (date: string) => Date.parse(date) / 1000;

/** Colours of sections and of audits' environmental series, in order. */
export const trendColors = ['#0b7285', '#c2255c', '#5f3dc4', '#e67700', '#2b8a3e', '#1864ab', '#862e9c', '#5c940d'];
