import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@aquarisk/contract/schemas/common.schema';
import { launchResultSchema, launchSchema } from '@aquarisk/contract/schemas/survey.schema';
import type { AppContext } from '../../app-context.ts';
import { launchAudit } from './launch.service.ts';

export async function launchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/template/:id/launch',
    {
      schema: {
        tags: ['audits'],
        summary: 'Launch an audit on a farm from a template',
        params: idParams,
        body: launchSchema,
        response: { 200: launchResultSchema },
      },
    },
    (req) => launchAudit(ctx, req.user, req.params.id, req.body),
  );
}
