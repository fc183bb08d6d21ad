import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { riskBands } from '@aquarisk/contract/risk';
import { auditResultsSchema, scoreResultSchema, stepResultsSchema } from '@aquarisk/contract/schemas/results.schema';
import { externalIdSchema, idParams } from '@aquarisk/contract/schemas/common.schema';
import {
  addUserByEmailSchema,
  auditPersonSchema,
  autocompleteSchema,
  surveyUsersSchema,
  userSchema,
} from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import * as scoring from '../scoring/index.ts';
import * as users from './audit-people.service.ts';

const tags = ['results'];
/**
 * `risk` and `details` are the spec's flags (risk bands and answers are always included); `riskFilter` narrows the
 * step tiles to some bands: ?riskFilter=HIGH,MODERATE_HIGH (absent or empty: all).
 */
const riskQuery = z.object({
  risk: z.string().optional(),
  details: z.string().optional(),
  riskFilter: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(riskBands))),
});

export async function surveyResultRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/survey/:id/score',
    {
      schema: {
        tags,
        summary: 'Score the audit (admin, auditor); 409 when incomplete',
        params: idParams,
        response: { 200: scoreResultSchema },
      },
    },
    (req) => scoring.scoreSurvey(ctx, req.user, req.params.id),
  );
  r.get('/survey/:id/score', { schema: { tags, params: idParams, querystring: riskQuery, response: { 200: auditResultsSchema } } }, (req) =>
    scoring.auditResults(ctx, req.user, req.params.id, req.query.riskFilter),
  );
  r.get(
    '/survey/:id/score/section/:sectionId/step/:stepId',
    {
      schema: {
        tags,
        params: z.object({
          id: externalIdSchema,
          sectionId: z.coerce.number().int().positive(),
          stepId: z.coerce.number().int().positive(),
        }),
        querystring: riskQuery,
        response: { 200: stepResultsSchema },
      },
    },
    (req) => scoring.stepResults(ctx, req.user, req.params.id, req.params.sectionId, req.params.stepId),
  );
  r.get('/survey/:id/user', { schema: { tags: ['audit users'], params: idParams, response: { 200: surveyUsersSchema } } }, (req) =>
    users.listSurveyUsers(ctx, req.user, req.params.id),
  );
  r.post(
    '/survey/:id/user-ac',
    {
      schema: {
        tags: ['audit users'],
        summary: "The audit's people by name (assignees, farm users, people named in answers), for USER answers",
        params: idParams,
        body: autocompleteSchema,
        response: { 200: z.array(auditPersonSchema) },
      },
    },
    (req) => users.searchAuditPeople(ctx, req.user, req.params.id, req.body.name),
  );
  r.post(
    '/survey/:id/user',
    { schema: { tags: ['audit users'], params: idParams, body: addUserByEmailSchema, response: { 201: userSchema } } },
    async (req, reply) => reply.status(201).send(await users.addSurveyUser(ctx, req.user, req.params.id, req.body)),
  );
  r.delete(
    '/survey/:id/user/:userId',
    {
      schema: {
        tags: ['audit users'],
        params: z.object({ id: externalIdSchema, userId: externalIdSchema }),
        response: { 200: userSchema },
      },
    },
    (req) => users.removeSurveyUser(ctx, req.user, req.params.id, req.params.userId),
  );
}
