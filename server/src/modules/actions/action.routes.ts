import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionSchema,
  companyActionsPageSchema,
  companyActionsQuerySchema,
  surveyActionsSchema,
  newActionSchemaWith,
  resolveActionSchemaWith,
} from '@aquarisk/contract/schemas/action.schema';
import { booleanFlag, idParams } from '@aquarisk/contract/schemas/common.schema';
import type { AppContext } from '../../app-context.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import * as service from './action.service.ts';

const tags = ['actions'];
// Sanitised at the edge, before the rules run, so markup that sanitises to nothing is a missing description.
const newActionSchema = newActionSchemaWith(sanitizeRichText);
const resolveActionSchema = resolveActionSchemaWith(sanitizeRichText);

export async function actionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/survey/:id/action',
    { schema: { tags, params: idParams, body: newActionSchema, response: { 201: actionSchema } } },
    async (req, reply) => reply.status(201).send(await service.createAction(ctx, req.user, req.params.id, req.body)),
  );
  r.post(
    '/action/:id/action',
    {
      schema: {
        tags,
        summary: 'Resolve an action (one-way)',
        params: idParams,
        body: resolveActionSchema,
        response: { 200: actionSchema },
      },
    },
    (req) => service.resolveAction(ctx, req.user, req.params.id, req.body.description),
  );
  r.get(
    '/action/company/:id/survey',
    { schema: { tags, params: idParams, querystring: companyActionsQuerySchema, response: { 200: companyActionsPageSchema } } },
    (req) => service.companyActions(ctx, req.user, req.params.id, req.query),
  );
  r.get(
    '/action/survey/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.object({ closed: booleanFlag.optional(), detail: booleanFlag.optional() }),
        response: { 200: surveyActionsSchema },
      },
    },
    (req) => service.surveyActions(ctx, req.user, req.params.id, req.query.closed),
  );
}
