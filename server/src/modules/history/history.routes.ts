import type { FastifyInstance } from 'fastify';
import { historyEndpoints as history } from '@aquarisk/contract/endpoints/history.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { comparableAuditsOf, compareAudits } from './history.service.ts';

/** A farm's history (issue 26): two audits compared, and the audits one may be compared with. */
export async function historyRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, history.compare, (req) => compareAudits(ctx, req.user, req.params.id, req.params.otherId));
  route(app, history.comparable, (req) => comparableAuditsOf(ctx, req.user, req.params.id));
}
