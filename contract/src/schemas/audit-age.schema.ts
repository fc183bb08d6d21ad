import { z } from 'zod';

export const MAX_INTERVAL_MONTHS = 60;

export const auditIntervalMessages = {
  months: `Enter a whole number of months from 1 to ${MAX_INTERVAL_MONTHS}.`,
} as const;

/** The age of a farm's latest scored audit against its company's audit interval (issue 39 item 5); null: never scored. */
export const auditAgeSchema = z.object({
  /** the day of the latest scored audit: the day it was held, else the day it was launched (YYYY-MM-DD) */
  auditedOn: z.string(),
  /** whole calendar months from that day to the server's today */
  months: z.number().int(),
  /** older than the company's audit interval */
  stale: z.boolean(),
});
export type AuditAge = z.output<typeof auditAgeSchema>;

/** GET and PUT /company/{id}/audit-interval: how old a farm's latest scored audit may be before the farm is stale. */
export const companyAuditIntervalSchema = z.object({
  months: z.coerce
    .number({ error: auditIntervalMessages.months })
    .int({ error: auditIntervalMessages.months })
    .min(1, { error: auditIntervalMessages.months })
    .max(MAX_INTERVAL_MONTHS, { error: auditIntervalMessages.months }),
});
export type CompanyAuditInterval = z.output<typeof companyAuditIntervalSchema>;
