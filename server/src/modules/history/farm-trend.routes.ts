import type { FastifyInstance } from 'fastify';
import { trendEndpoints as trend } from '@aquarisk/contract/endpoints/trend.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { farmTrend, surveyTrend } from './farm-trend.service.ts';

/** A farm's trend (issue 26 item 5): by the farm's ids (the farm page) and by one of its audits (the results). */
export async function farmTrendRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, trend.farm, (req) => farmTrend(ctx, req.user, req.params.id, req.params.farmId));
  route(app, trend.survey, (req) => surveyTrend(ctx, req.user, req.params.id));
}
