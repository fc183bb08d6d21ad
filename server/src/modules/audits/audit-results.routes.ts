import type { FastifyInstance } from 'fastify';
import { auditResultEndpoints as results, auditUserEndpoints as people } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import * as scoring from '../scoring/index.ts';
import * as users from './audit-people.service.ts';

export async function surveyResultRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, results.score, (req) => scoring.scoreAuditRequest(ctx, req.user, req.params.id));
  route(app, results.results, (req) => scoring.auditResults(ctx, req.user, req.params.id, req.query.riskFilter));
  route(app, results.step, (req) => scoring.stepResults(ctx, req.user, req.params.id, req.params.sectionId, req.params.stepId));
  route(app, people.list, (req) => users.listAuditUsers(ctx, req.user, req.params.id));
  route(app, people.search, (req) => users.searchAuditPeople(ctx, req.user, req.params.id, req.body.name));
  route(app, people.add, (req) => users.addAuditPerson(ctx, req.user, req.params.id, req.body));
  route(app, people.remove, (req) => users.removeAuditPerson(ctx, req.user, req.params.id, req.params.userId));
}
