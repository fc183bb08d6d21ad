import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/health', { schema: { tags: ['health'], summary: 'Liveness with a database check' } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(ctx.database.db);
      return { status: 'UP', database: ctx.database.dialect };
    } catch {
      return reply.status(503).send({ status: 503, error: 'Service Unavailable', message: 'Database unreachable' });
    }
  });
}
