import type { FastifyInstance } from 'fastify';
import { auditEndpoints as audits } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import * as flow from '../question-flow/index.ts';
import * as service from './audit.service.ts';
import { offlinePackage } from './offline-package.service.ts';

export async function surveyRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, audits.list, (req) => service.listAudits(ctx, req.user, req.query));
  route(app, audits.years, (req) => service.surveyYears(ctx, req.user, req.query.filterCompanyExtId));
  route(app, audits.get, (req) => service.getAudit(ctx, req.user, req.params.id));
  route(app, audits.farm, (req) =>
    service.surveyFarm(ctx, req.user, req.params.id, req.query.showMediaCats !== undefined && req.query.showMediaCats !== 'false'),
  );
  route(app, audits.current, (req) => flow.currentQuestion(ctx, req.user, req.params.id));
  route(app, audits.next, (req) =>
    flow.answerAndNext(ctx, req.user, req.params.id, req.body.questionId, req.body.answerValue, req.body.clientId),
  );
  route(app, audits.answerBatch, (req, reply) =>
    flow.answerBatch(ctx, req.user, req.params.id, req.body.answers).catch((err: unknown) => {
      if (err instanceof flow.AnswerWritesThrottled) void reply.header('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }),
  );
  route(app, audits.offlinePackage, (req) => offlinePackage(ctx, req.user, req.params.id));
  route(app, audits.confirmStep, (req) => flow.confirmStep(ctx, req.user, req.params.id, req.body.sectionId, req.body.stepId));
  route(app, audits.sections, (req) => flow.surveySections(ctx, req.user, req.params.id));
  route(app, audits.jump, (req) => flow.jumpTo(ctx, req.user, req.params.surveyId, req.params.s, req.params.st, req.params.q));
  // A farm's audits: registered by the audits module (farms sit below audits in docs/architecture.md), listed under farms.
  route(app, audits.farmAudits, (req) => service.farmAudits(ctx, req.user, req.params.id, req.params.farmId));
}
