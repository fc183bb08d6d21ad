import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsSchema } from '@aquarisk/contract/schemas/settings.schema';
import type { AppContext } from '../../app-context.ts';

/** Public client settings, so map sources change with the server's environment, not with a rebuild. */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/settings', { schema: { tags: ['public'], security: [], response: { 200: settingsSchema } } }, () => ({ map: ctx.config.map }));
}
