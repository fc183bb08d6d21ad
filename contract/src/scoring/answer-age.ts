/**
 * Dates that age (issue 22): a DATE or DATE_TIME answer scores by its age in whole days on the audit date, never on
 * the server's clock. Positive is in the past; an expiry date still to come is negative, so "expired" is "older than
 * 0 days".
 */
const DAY_MS = 86_400_000;
const DATE = /^(\d{4}-\d{2}-\d{2})/;

const dayOf = (text: string): number | null => {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const ms = Date.parse(`${match[1]}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms / DAY_MS;
};

/** Whole days from the answer's date to the audit's; null when either is not a date. */
export function ageInDays(answer: string, auditDate: string | null | undefined): number | null {
  if (!auditDate) return null;
  const [then, now] = [dayOf(answer), dayOf(auditDate)];
  return then === null || now === null ? null : Math.round(now - then);
}

/** '2026-03-01 (72 days before the audit)', for the cap line and the results. */
export function agedText(answer: string, age: number): string {
  const date = answer.trim().replace('T', ' ');
  if (age === 0) return `${date} (the audit date)`;
  const days = Math.abs(age) === 1 ? '1 day' : `${Math.abs(age)} days`;
  return `${date} (${days} ${age > 0 ? 'before' : 'after'} the audit)`;
}
