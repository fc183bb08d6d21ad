import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, nextAuditDue, scheduleStatus } from './audit-schedule.ts';
import { auditScheduleInputSchema, SCHEDULE_MESSAGES } from './schemas/audit-schedule.schema.ts';

describe('audit schedule rule', () => {
  it.each([
    ['2025-01-15', 6, '2025-07-15'],
    ['2025-08-31', 6, '2026-02-28'],
    ['2023-08-31', 6, '2024-02-29'],
    ['2025-12-31', 12, '2026-12-31'],
    ['2025-11-30', 3, '2026-02-28'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('counts days across a month and a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });

  it('counts an interval from the latest launched audit, else from the day it was set', () => {
    expect(nextAuditDue('MONTHS_12', null, '2025-06-01', '2026-01-01')).toBe('2026-06-01');
    expect(nextAuditDue('MONTHS_6', null, '2025-06-01T10:00:00Z', '2026-01-01')).toBe('2025-12-01');
    expect(nextAuditDue('MONTHS_6', null, null, '2026-01-05T08:00:00Z')).toBe('2026-01-05');
    expect(nextAuditDue('NONE', null, '2025-06-01', '2026-01-01')).toBeNull();
  });

  it('holds a cycle date until an audit is launched on or after it', () => {
    expect(nextAuditDue('CYCLE', '2026-03-01', '2026-02-28', '2026-01-01')).toBe('2026-03-01');
    expect(nextAuditDue('CYCLE', '2026-03-01', '2026-03-01', '2026-01-01')).toBeNull();
    expect(nextAuditDue('CYCLE', '2026-03-01', null, '2026-01-01')).toBe('2026-03-01');
  });

  it.each([
    [null, null],
    ['2026-11-27', 'OVERDUE'],
    ['2026-11-28', 'DUE'],
    ['2026-12-28', 'DUE'],
    ['2026-12-29', 'DUE_SOON'],
    ['2027-02-26', 'DUE_SOON'],
    ['2027-02-27', null],
  ] as const)('due %s seen on 2026-11-28 is %s', (due, status) => {
    expect(scheduleStatus(due, '2026-11-28')).toBe(status);
  });

  it('refuses a cycle without a date and a date without a cycle', () => {
    const a = auditScheduleInputSchema.safeParse({ kind: 'CYCLE' });
    expect(a.success).toBe(false);
    expect(a.error?.issues[0]?.message).toBe(SCHEDULE_MESSAGES.cycleDateRequired);
    const b = auditScheduleInputSchema.safeParse({ kind: 'MONTHS_6', cycleDate: '2026-01-01' });
    expect(b.error?.issues[0]?.message).toBe(SCHEDULE_MESSAGES.cycleDateOnlyForCycle);
    expect(auditScheduleInputSchema.safeParse({ kind: 'CYCLE', cycleDate: '1 March' }).error?.issues[0]?.message).toBe(
      SCHEDULE_MESSAGES.badDate,
    );
    expect(auditScheduleInputSchema.parse({ kind: 'NONE' })).toEqual({ kind: 'NONE', cycleDate: null });
  });
});
