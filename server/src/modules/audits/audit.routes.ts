import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { externalIdSchema, idParams } from '@aquarisk/contract/schemas/common.schema';
import { farmSchema } from '@aquarisk/contract/schemas/farm.schema';
import { questionContextSchema, surveySectionsSchema } from '@aquarisk/contract/schemas/question-flow.schema';
import {
  auditGroupsSchema,
  jumpParamsSchema,
  nextAnswerSchema,
  surveyDetailSchema,
  surveyListPageSchema,
  surveyListQuerySchema,
  surveyYearsSchema,
} from '@aquarisk/contract/schemas/survey.schema';
import type { AppContext } from '../../app-context.ts';
import * as flow from '../question-flow/index.ts';
import * as service from './audit.service.ts';

const tags = ['audits'];

export async function surveyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/survey',
    {
      schema: {
        tags,
        summary: 'Audits grouped as companies → farms → surveys, one page',
        querystring: surveyListQuerySchema,
        response: { 200: surveyListPageSchema },
      },
    },
    (req) => service.listSurveys(ctx, req.user, req.query),
  );
  r.get(
    '/survey/created/year',
    { schema: { tags, querystring: z.object({ filterCompanyExtId: externalIdSchema.optional() }), response: { 200: surveyYearsSchema } } },
    (req) => service.surveyYears(ctx, req.user, req.query.filterCompanyExtId),
  );
  r.get('/survey/:id', { schema: { tags, params: idParams, response: { 200: surveyDetailSchema } } }, (req) =>
    service.getSurvey(ctx, req.user, req.params.id),
  );
  r.get(
    '/survey/:id/farm',
    { schema: { tags, params: idParams, querystring: z.object({ showMediaCats: z.string().optional() }), response: { 200: farmSchema } } },
    (req) => service.surveyFarm(ctx, req.user, req.params.id, req.query.showMediaCats !== undefined && req.query.showMediaCats !== 'false'),
  );
  r.get(
    '/survey/:id/current',
    {
      schema: {
        tags,
        summary: "The question at the caller's cursor, or FINISH",
        params: idParams,
        response: { 200: questionContextSchema },
      },
    },
    (req) => flow.currentQuestion(ctx, req.user, req.params.id),
  );
  r.post(
    '/survey/:id/next',
    {
      schema: {
        tags,
        summary: 'Save one answer and move to the next question',
        params: idParams,
        body: nextAnswerSchema,
        response: { 200: questionContextSchema },
      },
    },
    (req) => flow.answerAndNext(ctx, req.user, req.params.id, req.body.questionId, req.body.answerValue),
  );
  r.get('/survey/:id/sections', { schema: { tags, params: idParams, response: { 200: surveySectionsSchema } } }, (req) =>
    flow.surveySections(ctx, req.user, req.params.id),
  );
  r.get(
    '/toc/jump/:surveyId/section/:s/step/:st/question/:q',
    { schema: { tags, summary: 'Move the cursor to a question', params: jumpParamsSchema, response: { 200: questionContextSchema } } },
    (req) => flow.jumpTo(ctx, req.user, req.params.surveyId, req.params.s, req.params.st, req.params.q),
  );
  // A farm's audits: registered by the audits module (farms sit below audits in docs/architecture.md), listed under farms.
  r.get(
    '/company/:id/farm/:farmId/survey',
    {
      schema: {
        tags: ['farms'],
        params: z.object({ id: externalIdSchema, farmId: externalIdSchema }),
        response: { 200: auditGroupsSchema },
      },
    },
    (req) => service.farmSurveys(ctx, req.user, req.params.id, req.params.farmId),
  );
}
