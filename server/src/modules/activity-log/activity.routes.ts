import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { activityLogEndpoints as log } from '@aquarisk/contract/endpoints/activity-log.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { exportActivityCsv, listActivity, searchLogUsers } from './activity.service.ts';

export async function activityRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, log.page, (req) => listActivity(ctx, req.user, req.query, req.body ?? {}));
  route(app, log.export, (req, reply) => {
    const { sort, ...filter } = req.query;
    const chunks = exportActivityCsv(ctx, req.user, sort, filter);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="aquarisk-activity-log-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks));
  });
  route(app, log.users, (req) => searchLogUsers(ctx, req.user, req.query.name));
}
