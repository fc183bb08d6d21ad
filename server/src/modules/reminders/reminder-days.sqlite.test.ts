import { describe, expect, it } from 'vitest';
import { addDays, daysUntil, isoWeek, utcDay } from './reminder-days.ts';

describe('reminder days', () => {
  it.each([
    ['2026-12-14', 14, '2026-12-28'],
    ['2026-12-20', 14, '2027-01-03'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-03-01', -1, '2027-02-28'],
  ])('%s + %i days = %s', (day, n, expected) => expect(addDays(day, n)).toBe(expected));

  it.each([
    ['2026-12-11', '2026-12-14', 3],
    ['2026-12-14', '2026-12-14', 0],
    ['2026-12-15', '2026-12-14', -1],
  ])('from %s to %s: %i days', (today, due, n) => expect(daysUntil(today, due)).toBe(n));

  it.each([
    ['2026-11-30T06:59:00Z', '2026-W49'],
    ['2026-11-29T23:59:00Z', '2026-W48'],
    ['2027-01-01T12:00:00Z', '2026-W53'],
    ['2027-01-04T00:00:00Z', '2027-W01'],
    ['2024-12-30T00:00:00Z', '2025-W01'],
  ])('%s is in ISO week %s', (t, week) => expect(isoWeek(new Date(t))).toBe(week));

  it('takes the UTC day', () => expect(utcDay(new Date('2026-11-28T23:30:00-02:00'))).toBe('2026-11-29'));
});
