import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { externalIdSchema } from '@aquarisk/contract/schemas/common.schema';
import { farmSchema } from '@aquarisk/contract/schemas/farm.schema';
import { currentUserSchema } from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import { currentUser, userFarms } from './user.service.ts';

const tags = ['users'];

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/user/me', { schema: { tags, response: { 200: currentUserSchema } } }, (req) => currentUser(ctx, req.user));
  r.get(
    '/user/:userId/farm',
    { schema: { tags, params: z.object({ userId: externalIdSchema }), response: { 200: z.array(farmSchema) } } },
    (req) => userFarms(ctx, req.user, req.params.userId),
  );
}
