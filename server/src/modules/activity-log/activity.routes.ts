import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityExportQuerySchema,
  activityFilterSchema,
  activityPageQuerySchema,
  activityPageSchema,
  logUserSearchSchema,
  logUsersSchema,
} from '@aquarisk/contract/schemas/activity.schema';
import type { AppContext } from '../../app-context.ts';
import { exportActivityCsv, listActivity, searchLogUsers } from './activity.service.ts';

const tags = ['activity log'];

export async function activityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/audit/log',
    {
      schema: {
        tags,
        summary: 'One page of the activity log of all companies, filtered, by time either way',
        querystring: activityPageQuerySchema,
        // The filter is optional; a POST without a body arrives as null.
        body: activityFilterSchema.nullish(),
        response: { 200: activityPageSchema },
      },
    },
    (req) => listActivity(ctx, req.user, req.query, req.body ?? {}),
  );
  r.get(
    '/audit/log/export',
    {
      schema: {
        tags,
        summary: 'The filtered log as CSV (text/csv, streamed); lists are comma-separated or repeated parameters',
        querystring: activityExportQuerySchema,
      },
    },
    (req, reply) => {
      const { sort, ...filter } = req.query;
      const chunks = exportActivityCsv(ctx, req.user, sort, filter);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="aquarisk-activity-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );
  r.get(
    '/audit/log/users',
    {
      schema: {
        tags,
        summary: 'People to filter the log by (the user typeahead)',
        querystring: logUserSearchSchema,
        response: { 200: logUsersSchema },
      },
    },
    (req) => searchLogUsers(ctx, req.user, req.query.name),
  );
}
