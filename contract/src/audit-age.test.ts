import { describe, expect, it } from 'vitest';
import { auditAge, DEFAULT_AUDIT_INTERVAL_MONTHS, monthsBetween, staleText } from './audit-age.ts';
import { auditIntervalMessages, companyAuditIntervalSchema } from './schemas/audit-age.schema.ts';

describe('stale farms (issue 39 item 5)', () => {
  it.each([
    ['2025-01-15', '2026-04-14', 14],
    ['2025-01-15', '2026-04-15', 15],
    ['2025-01-31', '2025-02-28', 1],
    ['2025-01-31', '2025-02-27', 0],
    ['2026-05-01', '2026-04-01', 0],
  ])('from %s to %s is %i whole months', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });

  it('is stale once the audit is older than the interval, with its age in months', () => {
    const today = '2026-12-08';
    expect(auditAge('2025-08-08T09:00:00.000Z', DEFAULT_AUDIT_INTERVAL_MONTHS, today)).toEqual({
      auditedOn: '2025-08-08',
      months: 16,
      stale: true,
    });
    expect(auditAge('2025-10-08', DEFAULT_AUDIT_INTERVAL_MONTHS, today)).toEqual({ auditedOn: '2025-10-08', months: 14, stale: false });
    // on the day the interval ends the farm is not stale yet, the day after it is
    expect(auditAge('2025-09-08', 15, today)?.stale).toBe(false);
    expect(auditAge('2025-09-07', 15, today)?.stale).toBe(true);
    expect(auditAge('2026-05-01', 6, today)).toEqual({ auditedOn: '2026-05-01', months: 7, stale: true });
    expect(auditAge(null, 15, today)).toBeNull();
  });

  it('says the age in words', () => {
    expect(staleText(19)).toBe('Stale · 19 months');
    expect(staleText(1)).toBe('Stale · 1 month');
  });

  it('takes a whole number of months from 1 to 60 as the interval', () => {
    expect(companyAuditIntervalSchema.parse({ months: '6' })).toEqual({ months: 6 });
    for (const months of [0, 61, 2.5, 'x'])
      expect(companyAuditIntervalSchema.safeParse({ months }).error?.issues[0]?.message).toBe(auditIntervalMessages.months);
  });
});
