import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';

/** Public client settings, so map sources change with the server's environment, not with a rebuild. */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, authEndpoints.settings, () => ({ map: ctx.config.map }));
}
