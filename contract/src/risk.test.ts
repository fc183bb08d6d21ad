import { describe, expect, it } from 'vitest';
import { formatScore, riskBand, riskColor, riskText } from './risk.ts';

describe('riskBand', () => {
  it.each([
    [100, 'LOW'], [80, 'LOW'], [79.9, 'MODERATE_LOW'], [60, 'MODERATE_LOW'], [59.9, 'MODERATE'], [40, 'MODERATE'],
    [39.9, 'MODERATE_HIGH'], [20, 'MODERATE_HIGH'], [19.9, 'HIGH'], [0, 'HIGH'],
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
