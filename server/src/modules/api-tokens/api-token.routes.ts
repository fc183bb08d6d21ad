import type { FastifyInstance } from 'fastify';
import { apiTokenEndpoints as tokens } from '@aquarisk/contract/endpoints/api-token.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token.service.ts';

/** The signed-in person's own API tokens (issue 28 item 5). */
export async function apiTokenRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, tokens.list, (req) => listApiTokens(ctx, req.user));
  route(app, tokens.create, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return createApiToken(ctx, req.user, req.body);
  });
  route(app, tokens.revoke, (req) => revokeApiToken(ctx, req.user, req.params.tokenId));
}
