import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { externalIdSchema, idParams } from '@aquarisk/contract/schemas/common.schema';
import {
  autocompleteSchema,
  companyUserSchema,
  farmAssignmentResultSchema,
  farmAssignmentSchema,
  userInputSchema,
  userSearchResultSchema,
} from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import * as service from './company-user.service.ts';

const tags = ['company users'];
const userParams = z.object({ id: externalIdSchema, userId: externalIdSchema });

export async function companyUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/company/:id/user', { schema: { tags, params: idParams, response: { 200: z.array(companyUserSchema) } } }, (req) =>
    service.listCompanyUsers(ctx, req.user, req.params.id),
  );
  r.post(
    '/company/:id/user',
    { schema: { tags, params: idParams, body: userInputSchema, response: { 201: companyUserSchema } } },
    async (req, reply) => reply.status(201).send(await service.createCompanyUser(ctx, req.user, req.params.id, req.body)),
  );
  r.post(
    '/company/:id/user-ac',
    { schema: { tags, params: idParams, body: autocompleteSchema, response: { 200: z.array(userSearchResultSchema) } } },
    (req) => service.searchCompanyUsers(ctx, req.user, req.params.id, req.body.name),
  );
  r.get('/company/:id/user/:userId', { schema: { tags, params: userParams, response: { 200: companyUserSchema } } }, (req) =>
    service.getCompanyUser(ctx, req.user, req.params.id, req.params.userId),
  );
  r.put(
    '/company/:id/user/:userId',
    { schema: { tags, params: userParams, body: userInputSchema.omit({ roles: true }), response: { 200: companyUserSchema } } },
    (req) => service.updateCompanyUser(ctx, req.user, req.params.id, req.params.userId, req.body),
  );
  r.delete(
    '/company/:id/user/:userId',
    { schema: { tags, params: userParams, response: { 204: z.undefined().describe('Deleted') } } },
    async (req, reply) => {
      await service.deleteCompanyUser(ctx, req.user, req.params.id, req.params.userId);
      return reply.status(204).send();
    },
  );
  r.put(
    '/company/:id/user/:userId/farms',
    { schema: { tags, params: userParams, body: farmAssignmentSchema, response: { 200: farmAssignmentResultSchema } } },
    (req) => service.assignFarms(ctx, req.user, req.params.id, req.params.userId, req.body.farmExtIds),
  );
}
