import { z } from 'zod';
import { actionRiskLevels, type ActionRiskLevel } from './risk.ts';

/**
 * Due dates of actions (issue 28 item 1): an action is due a number of days after it is raised, by its risk level.
 * The company admin sets the days; these are the defaults (docs/decisions.md, "Action due dates and owners").
 */
export const defaultActionDueDays: Record<ActionRiskLevel, number> = {
  HIGH: 14,
  MODERATE_HIGH: 30,
  MODERATE: 90,
  MODERATE_LOW: 120,
  LOW: 180,
};

export const MAX_DUE_DAYS = 3650;

/** "Due soon" on the actions page: within this many days (overdue ones too). */
export const DUE_SOON_DAYS = 7;

export const actionDueMessages = {
  dueDays: `Enter a whole number of days from 1 to ${MAX_DUE_DAYS}.`,
  dueOn: 'Enter a due date as YYYY-MM-DD.',
  ownerNotMember: "The owner must be a member of the farm's company.",
  ownerNotAssignable: "The owner must be one of the farm's people: assigned to the farm or to this audit.",
  actionClosed: 'This action is resolved; its owner and due date no longer change.',
} as const;

const days = z.coerce
  .number({ error: actionDueMessages.dueDays })
  .int({ error: actionDueMessages.dueDays })
  .min(1, { error: actionDueMessages.dueDays })
  .max(MAX_DUE_DAYS, { error: actionDueMessages.dueDays });

export const actionDueDaysSchema = z.object(
  Object.fromEntries(actionRiskLevels.map((r) => [r, days])) as Record<ActionRiskLevel, typeof days>,
);
export type ActionDueDays = z.infer<typeof actionDueDaysSchema>;

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not), from 2000 to 2100. */
export const dueOnSchema = z
  .string({ error: actionDueMessages.dueOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: actionDueMessages.dueOn })
  .refine((v) => isCalendarDay(v) && v >= '2000-01-01' && v <= '2100-12-31', { error: actionDueMessages.dueOn });

function isCalendarDay(v: string) {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** The UTC day of a time, YYYY-MM-DD: due days are stored so and compare as text on both databases. */
export const utcDay = (t: Date) => t.toISOString().slice(0, 10);

export function addDays(day: string, n: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return utcDay(d);
}

/** The default due day of an action of this risk raised on `today`. */
export const dueOnFor = (risk: ActionRiskLevel, dueDays: ActionDueDays, today: string) => addDays(today, dueDays[risk]);

/** An open action is overdue from the day after its due day. */
export const isOverdue = (dueOn: string | null, closedAt: string | null, today: string) =>
  dueOn !== null && closedAt === null && dueOn < today;
