import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityMethods, activityTargets } from '@aquarisk/contract/activity';
import { pageQuery } from '@aquarisk/contract/schemas/common.schema';
import type { AppContext } from '../../app-context.ts';
import { listActivity } from './activity.service.ts';

export const activityFilterSchema = z.object({
  auditTargets: z.array(z.enum(activityTargets)).max(activityTargets.length).optional(),
  methods: z.array(z.enum(activityMethods)).max(activityMethods.length).optional(),
  userEmails: z.array(z.string().max(255)).max(100).optional(),
});

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

export async function activityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/audit/log',
    {
      schema: {
        tags: ['activity log'],
        querystring: pageQuery.extend({ sort: z.enum(['asc', 'desc']).default('desc') }),
        // The filter is optional; a POST without a body arrives as null.
        body: activityFilterSchema.nullish(),
        response: { 200: z.object({ pageSize: z.number(), totalRecords: z.number(), items: z.array(activityItemSchema) }) },
      },
    },
    (req) => listActivity(ctx, req.query, req.body ?? {}),
  );
}
