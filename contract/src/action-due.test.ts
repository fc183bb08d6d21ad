import { describe, expect, it } from 'vitest';
import { actionDueDaysSchema, addDays, defaultActionDueDays, dueOnFor, dueOnSchema, isOverdue } from './action-due.ts';

describe('action due dates', () => {
  it('defaults a HIGH action to 14 days and MODERATE to 90, across month and year ends', () => {
    expect(dueOnFor('HIGH', defaultActionDueDays, '2026-12-25')).toBe('2027-01-08');
    expect(dueOnFor('MODERATE', defaultActionDueDays, '2026-01-31')).toBe('2026-05-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('is overdue only when open and past its day', () => {
    expect(isOverdue('2026-11-27', null, '2026-11-28')).toBe(true);
    expect(isOverdue('2026-11-28', null, '2026-11-28')).toBe(false);
    expect(isOverdue('2026-11-27', '2026-11-28T10:00:00Z', '2026-11-28')).toBe(false);
    expect(isOverdue(null, null, '2026-11-28')).toBe(false);
  });
  it('accepts real days only, and whole day counts from 1 to 3650', () => {
    expect(dueOnSchema.safeParse('2026-02-30').success).toBe(false);
    expect(dueOnSchema.safeParse('26-02-01').success).toBe(false);
    expect(dueOnSchema.safeParse('2026-02-28').success).toBe(true);
    expect(actionDueDaysSchema.safeParse({ ...defaultActionDueDays, HIGH: 0 }).success).toBe(false);
    expect(actionDueDaysSchema.safeParse({ ...defaultActionDueDays, LOW: 3651 }).success).toBe(false);
    expect(actionDueDaysSchema.safeParse(defaultActionDueDays).success).toBe(true);
  });
});
