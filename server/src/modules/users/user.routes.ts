import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from './user.service.ts';

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, userEndpoints.me, (req) => currentUser(ctx, req.user));
}
