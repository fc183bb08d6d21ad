import type { FastifyInstance } from 'fastify';
import { mediaEndpoints } from '@aquarisk/contract/endpoints/media.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import * as service from './environment.service.ts';

export async function environmentRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, mediaEndpoints.uploadEnvironment, (req) => service.uploadEnvironment(ctx, req.user, req));
  route(app, mediaEndpoints.environment, (req) => service.surveyEnvironment(ctx, req.user, req.params.id));
}
