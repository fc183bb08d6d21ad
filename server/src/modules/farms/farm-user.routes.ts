import type { FastifyInstance } from 'fastify';
import { farmEndpoints as farms } from '@aquarisk/contract/endpoints/farm.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import * as service from './farm-user.service.ts';

export async function farmUserRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, farms.users, (req) => service.listFarmUsers(ctx, req.user, req.params.id, req.params.farmId));
  route(app, farms.addUser, (req) => service.addFarmUser(ctx, req.user, req.params.id, req.params.farmId, req.body));
  route(app, farms.removeUser, (req) => service.removeFarmUser(ctx, req.user, req.params.id, req.params.farmId, req.params.userId));
  // A user's farms: registered here, by the farms module (users sit below farms in docs/architecture.md); listed under users.
  route(app, farms.userFarms, (req) => service.userFarms(ctx, req.user, req.params.userId));
}
