import type { FastifyInstance } from 'fastify';
import { errorBodySchema, healthSchema } from '@aquarisk/contract/schemas/common.schema';
import type { AppContext } from '../../app-context.ts';
import { pingDatabase } from '../../db/database.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness with a database check', response: { 200: healthSchema, 503: errorBodySchema } } },
    async (_req, reply) => {
      try {
        await pingDatabase(ctx.database.db);
        return { status: 'UP', database: ctx.database.dialect };
      } catch {
        return reply.status(503).send({ status: 503, error: 'Service Unavailable', message: 'Database unreachable' });
      }
    },
  );
}
