import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserSchema } from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from './user.service.ts';

const tags = ['users'];

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/user/me', { schema: { tags, response: { 200: currentUserSchema } } }, (req) => currentUser(ctx, req.user));
}
