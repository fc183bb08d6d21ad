import { describe, expect, it } from 'vitest';
import { formatScore, riskBand, riskColor, riskColors, riskText, textColorOn } from './risk.ts';

describe('riskBand', () => {
  it.each([
    [100, 'LOW'],
    [80, 'LOW'],
    [79.9, 'MODERATE_LOW'],
    [60, 'MODERATE_LOW'],
    [59.9, 'MODERATE'],
    [40, 'MODERATE'],
    [39.9, 'MODERATE_HIGH'],
    [20, 'MODERATE_HIGH'],
    [19.9, 'HIGH'],
    [0, 'HIGH'],
  ])('%s → %s', (score, band) => expect(riskBand(score)).toBe(band));

  it('is UNKNOWN without a score', () => {
    expect(riskBand(null)).toBe('UNKNOWN');
    expect(riskBand(undefined)).toBe('UNKNOWN');
    expect(riskBand(Number.NaN)).toBe('UNKNOWN');
  });

  it('honours template thresholds', () => {
    expect(riskBand(75, { low: 70, moderateLow: 50, moderate: 30, moderateHigh: 10 })).toBe('LOW');
    expect(riskBand(5, { low: 70, moderateLow: 50, moderate: 30, moderateHigh: 10 })).toBe('HIGH');
  });
});

describe('display', () => {
  it('formats scores with one decimal and a % sign, N/A when missing', () => {
    expect(formatScore(72.456)).toBe('72.5%');
    expect(formatScore(0)).toBe('0.0%');
    expect(formatScore(null)).toBe('N/A');
  });
  it('replaces underscores and shows undefined for UNKNOWN', () => {
    expect(riskText('MODERATE_HIGH')).toBe('MODERATE HIGH');
    expect(riskText('UNKNOWN')).toBe('undefined');
    expect(riskText(undefined)).toBe('undefined');
  });
  it('maps the spec colours and greys anything else', () => {
    expect(riskColor('HIGH')).toBe('#e03131');
    expect(riskColor('LOW')).toBe('#2f9e44');
    expect(riskColor('SOMETHING')).toBe(riskColor('UNKNOWN'));
  });
});

describe('textColorOn: the readable text on a risk colour (WCAG AA, issue 15)', () => {
  const ratio = (a: string, b: string) => {
    const ch = (hex: string, at: number) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const l = (hex: string) => 0.2126 * ch(hex, 1) + 0.7152 * ch(hex, 3) + 0.0722 * ch(hex, 5);
    const [hi, lo] = [l(a), l(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  it.each(Object.entries(riskColors))('%s text reads at 4.5:1 or better', (_band, fill) => {
    expect(ratio(fill, textColorOn(fill))).toBeGreaterThanOrEqual(4.5);
  });
  it('picks white on dark fills and black on light ones', () => {
    expect(textColorOn('#0b1d33')).toBe('#ffffff');
    expect(textColorOn('#f5c211')).toBe('#000000');
  });
});
