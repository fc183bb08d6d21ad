import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSchema } from '@aquarisk/contract/schemas/contact.schema';
import { okSchema } from '@aquarisk/contract/schemas/common.schema';
import type { AppContext } from '../../app-context.ts';
import { submitContact } from './contact.service.ts';

export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: 'Landing page contact form (no auth)',
        security: [],
        body: contactSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await submitContact(ctx, req.body);
      return { ok: true as const };
    },
  );
}
