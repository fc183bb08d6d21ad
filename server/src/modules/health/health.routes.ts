import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { refusalMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../../app-context.ts';
import { pingDatabase } from '../../db/database.ts';
import { route } from '../../lib/endpoint-route.ts';
import { sendError } from '../../lib/error-body.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, authEndpoints.health, async (_req, reply) => {
    try {
      await pingDatabase(ctx.database.db);
      return { status: 'UP' as const, database: ctx.database.dialect };
    } catch {
      return sendError(reply, 'UNAVAILABLE', refusalMessages.databaseUnreachable);
    }
  });
}
