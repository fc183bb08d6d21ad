import type { ScheduleKind, ScheduleStatus } from './schemas/audit-schedule.schema.ts';

/** Days before the due date within which a farm is "due"; from here to DUE_SOON_DAYS it is "due soon". */
export const DUE_DAYS = 30;
export const DUE_SOON_DAYS = 90;

const MONTHS: Partial<Record<ScheduleKind, number>> = { MONTHS_6: 6, MONTHS_12: 12 };

const parseDay = (day: string) => {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return { y: y!, m: m!, d: d! };
};
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dayOf = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** `day` plus `months` calendar months; the 31st lands on the last day of a shorter month (31 Aug + 6 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const { y, m, d } = parseDay(day);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return dayOf(ny, nm, Math.min(d, last));
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/**
 * The day a farm's next audit is due. An interval schedule counts from the date of the farm's latest *scored* audit
 * (issue 37 item 14: a launched audit never started meets no schedule), or from the day the schedule was set when the
 * farm has none. A cycle schedule is due on its cycle date until an audit dated on or after that date is scored.
 */
export function nextAuditDue(kind: ScheduleKind, cycleDate: string | null, lastAudited: string | null, scheduledOn: string): string | null {
  const months = MONTHS[kind];
  if (months !== undefined) return lastAudited ? addMonths(lastAudited, months) : scheduledOn.slice(0, 10);
  if (kind === 'CYCLE' && cycleDate) return lastAudited && lastAudited.slice(0, 10) >= cycleDate ? null : cycleDate;
  return null;
}

/** The badge for a due date seen on `today`: overdue once passed, due within 30 days, due soon within 31–90. */
export function scheduleStatus(due: string | null, today: string): ScheduleStatus | null {
  if (due === null) return null;
  const days = daysBetween(today, due);
  if (days < 0) return 'OVERDUE';
  if (days <= DUE_DAYS) return 'DUE';
  if (days <= DUE_SOON_DAYS) return 'DUE_SOON';
  return null;
}

/** Order of a farm in the company admin's list: overdue (longest first), due, due soon, then the rest. */
export const SCHEDULE_RANK: Record<ScheduleStatus | 'NONE', number> = { OVERDUE: 0, DUE: 1, DUE_SOON: 2, NONE: 3 };
