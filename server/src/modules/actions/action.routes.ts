import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionEndpoints as actions } from '@aquarisk/contract/endpoints/action.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import * as service from './action.service.ts';
import * as due from './action-due.service.ts';
import * as owners from './action-owners.service.ts';

/**
 * The rich-text description is sanitised at the edge, before the body schema runs, so markup that sanitises to nothing
 * is a missing description; a description that is not text is left for the schema to refuse.
 */
async function sanitizeDescription(req: FastifyRequest) {
  const body: unknown = req.body;
  if (typeof body === 'object' && body !== null && 'description' in body && typeof body.description === 'string') {
    body.description = sanitizeRichText(body.description);
  }
}

export async function actionRoutes(app: FastifyInstance, ctx: AppContext) {
  const sanitized = { preValidation: sanitizeDescription };
  route(app, actions.create, (req) => service.createAction(ctx, req.user, req.params.id, req.body), sanitized);
  route(app, actions.resolve, (req) => service.resolveAction(ctx, req.user, req.params.id, req.body.description), sanitized);
  route(app, actions.setDue, (req) => due.setActionDue(ctx, req.user, req.params.id, req.body));
  route(app, actions.dueDays, (req) => due.companyDueDays(ctx, req.user, req.params.id));
  route(app, actions.setDueDays, (req) => due.setCompanyDueDays(ctx, req.user, req.params.id, req.body.dueDays));
  route(app, actions.companyAudits, (req) => service.companyActions(ctx, req.user, req.params.id, req.query));
  route(app, actions.ofAudit, (req) => service.surveyActions(ctx, req.user, req.params.id, req.query.closed));
  route(app, actions.owners, (req) => owners.actionOwners(ctx, req.user, req.params.id));
}
