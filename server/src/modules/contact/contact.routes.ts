import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { submitContact } from './contact.service.ts';

export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    authEndpoints.contact,
    async (req) => {
      await submitContact(ctx, req.body);
      return { ok: true as const };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
}
