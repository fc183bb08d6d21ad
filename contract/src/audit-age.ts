import { addMonths } from './audit-schedule.ts';
import { countOf } from './plural.ts';
import type { AuditAge } from './schemas/audit-age.schema.ts';

/**
 * Stale farms (issue 39 item 5): a farm whose latest scored audit is older than its company's audit interval is
 * stale, whether or not it has a schedule. The interval is a company setting (docs/decisions.md, "Stale farms").
 */
export const DEFAULT_AUDIT_INTERVAL_MONTHS = 15;

/** Whole calendar months from `from` to `to` (YYYY-MM-DD), never negative: 31 Jan to 28 Feb is one month. */
export function monthsBetween(from: string, to: string): number {
  const a = from.slice(0, 10);
  const b = to.slice(0, 10);
  let n = (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + (Number(b.slice(5, 7)) - Number(a.slice(5, 7)));
  if (n > 0 && addMonths(a, n) > b) n -= 1;
  return Math.max(0, n);
}

/**
 * The age of a farm's latest scored audit held (else launched) on `auditedOn`, seen on `today`: stale once the
 * interval has passed (the day after the audit's date plus the interval, like an overdue schedule). Null: no scored audit.
 */
export function auditAge(auditedOn: string | null | undefined, intervalMonths: number, today: string): AuditAge | null {
  if (!auditedOn) return null;
  const day = auditedOn.slice(0, 10);
  return { auditedOn: day, months: monthsBetween(day, today), stale: addMonths(day, intervalMonths) < today.slice(0, 10) };
}

/** The badge's words: "Stale · 19 months". */
export const staleText = (months: number) => `Stale · ${countOf(months, 'month')}`;
