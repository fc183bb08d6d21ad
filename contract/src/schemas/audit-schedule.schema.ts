import { z } from 'zod';

/** How often a farm is audited (issue 26 item 3): every 6 or 12 months, per production cycle, or not scheduled. */
export const scheduleKinds = ['NONE', 'MONTHS_6', 'MONTHS_12', 'CYCLE'] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];

/** The badge a scheduled farm carries; none when not scheduled or the due date is more than 90 days away. */
export const scheduleStatuses = ['OVERDUE', 'DUE', 'DUE_SOON'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

export const SCHEDULE_MESSAGES = {
  cycleDateRequired: 'A production-cycle schedule needs the date of the next cycle’s audit.',
  cycleDateOnlyForCycle: 'Only a production-cycle schedule takes a date.',
  badDate: 'Enter the date as YYYY-MM-DD.',
} as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SCHEDULE_MESSAGES.badDate);

/** The body of PUT /farm/{id}/schedule and the form's values. */
export const auditScheduleInputSchema = z
  .object({ kind: z.enum(scheduleKinds), cycleDate: isoDay.nullable().default(null) })
  .superRefine((v, ctx) => {
    if (v.kind === 'CYCLE' && v.cycleDate === null)
      ctx.addIssue({ code: 'custom', path: ['cycleDate'], message: SCHEDULE_MESSAGES.cycleDateRequired });
    if (v.kind !== 'CYCLE' && v.cycleDate !== null)
      ctx.addIssue({ code: 'custom', path: ['cycleDate'], message: SCHEDULE_MESSAGES.cycleDateOnlyForCycle });
  });
export type AuditScheduleInput = z.output<typeof auditScheduleInputSchema>;

/** A farm's schedule as lists and the farm page read it. */
export const auditScheduleSchema = z.object({
  kind: z.enum(scheduleKinds),
  cycleDate: z.string().nullable(),
  /** the day the next audit is due (YYYY-MM-DD); null without a schedule or when a cycle's audit is launched */
  nextAuditDue: z.string().nullable(),
  status: z.enum(scheduleStatuses).nullable(),
});
export type AuditSchedule = z.output<typeof auditScheduleSchema>;

/** What a list shows of a farm's schedule: the due day and the badge. */
export const scheduleBadgeSchema = auditScheduleSchema.pick({ nextAuditDue: true, status: true });
export type ScheduleBadge = z.output<typeof scheduleBadgeSchema>;
