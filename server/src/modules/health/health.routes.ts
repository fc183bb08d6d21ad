import type { FastifyInstance } from 'fastify';
import { refusalMessages } from '@aquarisk/contract/messages';
import { healthSchema } from '@aquarisk/contract/schemas/common.schema';
import { errorBodySchema } from '@aquarisk/contract/schemas/error.schema';
import type { AppContext } from '../../app-context.ts';
import { pingDatabase } from '../../db/database.ts';
import { sendError } from '../../lib/error-body.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness with a database check', response: { 200: healthSchema, 503: errorBodySchema } } },
    async (_req, reply) => {
      try {
        await pingDatabase(ctx.database.db);
        return { status: 'UP', database: ctx.database.dialect };
      } catch {
        return sendError(reply, 'UNAVAILABLE', refusalMessages.databaseUnreachable);
      }
    },
  );
}
