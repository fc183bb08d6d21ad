import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';

const settingsSchema = z.object({
  map: z.object({ satelliteTileUrl: z.string().nullable(), satelliteAttribution: z.string().nullable(), geocoderUrl: z.string().nullable() }),
});

/** Public client settings, so map sources change with the server's environment, not with a rebuild. */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/settings', { schema: { tags: ['public'], security: [], response: { 200: settingsSchema } } }, () => ({ map: ctx.config.map }));
}
