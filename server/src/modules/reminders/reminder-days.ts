/** Days before the due day on which the owner is reminded (docs/decisions.md, "Reminders and escalation"). */
export const REMIND_DAYS_BEFORE = 3;

/** Due days are UTC days, YYYY-MM-DD (the contract's rule, shared with the actions' due dates). */
export { addDays, utcDay } from '@aquarisk/contract/action-due';

/** The ISO week of a time, e.g. 2026-W48: one digest per person and week. */
export function isoWeek(t: Date) {
  const d = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Whole days from `today` to `due` (negative once overdue). */
export const daysUntil = (today: string, due: string) =>
  Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
