import { z } from 'zod';
import { activityMethods, activityTargets } from '../activity.ts';
import { dateMessages } from '../messages.ts';
import { pageQuery } from './common.schema.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day that exists (not 2026-02-30). */
const realDay = (v: string) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().slice(0, 10) === v;

/**
 * A bound of the log's time filter: an ISO 8601 date-time with offset, or a date (a whole UTC day). Normalised to
 * the stored form (UTC, milliseconds, Z) so it compares with the stored times on both databases.
 */
const timeBound = (edge: 'start' | 'end') =>
  z
    .string()
    .trim()
    .refine((v) => (DATE_ONLY.test(v) ? realDay(v) : z.iso.datetime({ offset: true }).safeParse(v).success), {
      error: dateMessages.invalidDateTime,
    })
    .transform((v) => {
      if (!DATE_ONLY.test(v)) return new Date(v).toISOString();
      return edge === 'start' ? `${v}T00:00:00.000Z` : `${v}T23:59:59.999Z`;
    })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: dateMessages.invalidDateTime });

const filterFields = {
  auditTargets: z.array(z.enum(activityTargets)).max(activityTargets.length).optional(),
  methods: z.array(z.enum(activityMethods)).max(activityMethods.length).optional(),
  userEmails: z.array(z.string().trim().max(255)).max(100).optional(),
  from: timeBound('start').nullish(),
  to: timeBound('end').nullish(),
};

const orderedBounds = <T extends { from?: string | null | undefined; to?: string | null | undefined }>(f: T) =>
  !f.from || !f.to || f.from <= f.to;
const boundsError = { error: dateMessages.dateRangeOrder, path: ['to'] };

/** POST /audit/log body (docs/requirements.md#results-7): every part optional; empty lists mean no filter. */
export const activityFilterSchema = z.object(filterFields).refine(orderedBounds, boundsError);
export type ActivityFilterInput = z.input<typeof activityFilterSchema>;
export type ActivityFilter = z.output<typeof activityFilterSchema>;

export const activitySortSchema = z.enum(['asc', 'desc']).default('desc');
export const activityPageQuerySchema = pageQuery.extend({ sort: activitySortSchema });

/** Lists in a query string: repeated keys or comma-separated values. */
const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v])
            .flatMap((x) => String(x).split(','))
            .map((x) => x.trim())
            .filter(Boolean),
    z.array(item).max(100).optional(),
  );

/** GET /audit/log/export: the same filter and sort as query parameters. */
export const activityExportQuerySchema = z
  .object({
    auditTargets: queryList(z.enum(activityTargets)),
    methods: queryList(z.enum(activityMethods)),
    userEmails: queryList(z.string().max(255)),
    from: filterFields.from,
    to: filterFields.to,
    sort: activitySortSchema,
  })
  .refine(orderedBounds, boundsError);

export const activityItemSchema = z.object({
  targetUserEmail: z.string().nullable(),
  method: z.string(),
  target: z.string(),
  targetName: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  updatedFieldsJson: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  targetExtId: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = z.object({ pageSize: z.number(), totalRecords: z.number(), items: z.array(activityItemSchema) });
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** GET /audit/log/users?name: people to filter the log by (the user typeahead). */
export const logUserSearchSchema = z.object({ name: z.string().trim().min(1).max(255) });
export const logUsersSchema = z.array(z.object({ email: z.string(), fullName: z.string().nullable() }));
