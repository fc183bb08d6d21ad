import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('formatDate and formatDateTime', () => {
  it.each([
    ['en-GB', '2026-05-14T09:00:00.000Z', '14 May 2026'],
    ['en-US', '2026-05-14T09:00:00.000Z', 'May 14, 2026'],
    ['de-DE', '2026-05-14T09:00:00.000Z', '14.05.2026'],
    ['en-GB', '2026-03-07', '7 Mar 2026'],
    ['en-GB', '2026-05-14T23:30:00', '14 May 2026'],
  ])('%s: %s → %s', (locale, value, shown) => expect(formatDate(value, { locale, timeZone: 'UTC' })).toBe(shown));

  it('shows an instant in the given zone, a calendar day or wall-clock time as written in any zone', () => {
    expect(formatDate('2026-05-14T23:30:00Z', { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('15 May 2026');
    expect(formatDate('2026-03-07', { locale: 'en-GB', timeZone: 'America/Los_Angeles' })).toBe('7 Mar 2026');
    expect(formatDateTime('2026-11-21T14:45', { locale: 'en-GB', timeZone: 'Pacific/Auckland' })).toBe('21 Nov 2026, 14:45');
    expect(formatDateTime('2026-10-03T09:30:00.000Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('Oct 3, 2026, 9:30 AM');
  });

  it('is empty when missing, keeps an unreadable value, and survives a malformed locale', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-05-14', { locale: 'not a locale!' })).toMatch(/2026/);
  });
});
