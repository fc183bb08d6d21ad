import type { FastifyInstance } from 'fastify';
import { farmEndpoints as farms } from '@aquarisk/contract/endpoints/farm.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import * as service from './farm.service.ts';
import { farmPage, farmPoints } from './farm-page.service.ts';
import { setFarmSchedule } from './farm-schedule.service.ts';

export async function farmRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, farms.list, (req) => service.listFarms(ctx, req.user, req.params.id, req.query.details ?? false));
  route(app, farms.page, (req) => farmPage(ctx, req.user, req.params.id, req.query));
  route(app, farms.points, (req) => farmPoints(ctx, req.user, req.params.id));
  route(app, farms.search, (req) => service.searchFarms(ctx, req.user, req.params.id, req.body.name));
  route(app, farms.locations, (req) => service.farmLocations(ctx, req.user, req.params.id));
  route(app, farms.create, (req) => service.createFarm(ctx, req.user, req.params.id, req.body));
  route(app, farms.get, (req) => service.getFarm(ctx, req.user, req.params.id, req.params.farmId));
  route(app, farms.update, (req) => service.updateFarm(ctx, req.user, req.params.id, req.params.farmId, req.body));
  route(app, farms.schedule, (req) => setFarmSchedule(ctx, req.user, req.params.id, req.params.farmId, req.body));
  route(app, farms.delete, (req) => service.deleteFarm(ctx, req.user, req.params.id, req.params.farmId));
}
