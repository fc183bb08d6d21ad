import type { FastifyInstance } from 'fastify';
import { userEndpoints as users } from '@aquarisk/contract/endpoints/user.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import * as service from './company-user.service.ts';

export async function companyUserRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, users.list, (req) => service.listCompanyUsers(ctx, req.user, req.params.id));
  route(app, users.create, (req) => service.createCompanyUser(ctx, req.user, req.params.id, req.body));
  route(app, users.search, (req) => service.searchCompanyUsers(ctx, req.user, req.params.id, req.body.name));
  route(app, users.get, (req) => service.getCompanyUser(ctx, req.user, req.params.id, req.params.userId));
  route(app, users.update, (req) => service.updateCompanyUser(ctx, req.user, req.params.id, req.params.userId, req.body));
  route(app, users.delete, (req) => service.deleteCompanyUser(ctx, req.user, req.params.id, req.params.userId));
  route(app, users.assignFarms, (req) => service.assignFarms(ctx, req.user, req.params.id, req.params.userId, req.body.farmExtIds));
}
