import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { externalIdSchema } from '@aquarisk/contract/schemas/common.schema';
import { farmSchema } from '@aquarisk/contract/schemas/farm.schema';
import { addUserByEmailSchema, personSchema, userSchema } from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import { farmParams } from './farm.routes.ts';
import * as service from './farm-user.service.ts';

const tags = ['farm users'];

export async function farmUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/company/:id/farm/:farmId/user', { schema: { tags, params: farmParams, response: { 200: z.array(personSchema) } } }, (req) =>
    service.listFarmUsers(ctx, req.user, req.params.id, req.params.farmId),
  );
  r.post(
    '/company/:id/farm/:farmId/user',
    { schema: { tags, params: farmParams, body: addUserByEmailSchema, response: { 201: userSchema } } },
    async (req, reply) => reply.status(201).send(await service.addFarmUser(ctx, req.user, req.params.id, req.params.farmId, req.body)),
  );
  r.delete(
    '/company/:id/farm/:farmId/user/:userId',
    { schema: { tags, params: farmParams.extend({ userId: externalIdSchema }), response: { 200: userSchema } } },
    (req) => service.removeFarmUser(ctx, req.user, req.params.id, req.params.farmId, req.params.userId),
  );
  // A user's farms: registered here, by the farms module (users sit below farms in docs/architecture.md); listed under users.
  r.get(
    '/user/:userId/farm',
    { schema: { tags: ['users'], params: z.object({ userId: externalIdSchema }), response: { 200: z.array(farmSchema) } } },
    (req) => service.userFarms(ctx, req.user, req.params.userId),
  );
}
