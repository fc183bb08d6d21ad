import type { FastifyInstance } from 'fastify';
import { companyEndpoints as companies } from '@aquarisk/contract/endpoints/company.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import * as service from './company.service.ts';
import * as interval from './company-audit-interval.service.ts';

export async function companyRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, companies.list, (req) => service.listCompanies(ctx, req.user, req.query.details ?? false));
  route(app, companies.create, (req) => service.createCompany(ctx, req.user, req.body));
  route(app, companies.get, (req) => service.getCompany(ctx, req.user, req.params.id, req.query.details ?? false));
  route(app, companies.update, (req) => service.updateCompany(ctx, req.user, req.params.id, req.body));
  route(app, companies.delete, (req) => service.deleteCompany(ctx, req.user, req.params.id));
  route(app, companies.auditInterval, (req) => interval.companyAuditInterval(ctx, req.user, req.params.id));
  route(app, companies.setAuditInterval, (req) => interval.setCompanyAuditInterval(ctx, req.user, req.params.id, req.body));
}
