/** Days before the due day on which the owner is reminded (docs/decisions.md, "Reminders and escalation"). */
export const REMIND_DAYS_BEFORE = 3;

/** The UTC day of a time, YYYY-MM-DD: due days are stored so and compare as text on both databases. */
export const utcDay = (t: Date) => t.toISOString().slice(0, 10);

export function addDays(day: string, days: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return utcDay(d);
}

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
