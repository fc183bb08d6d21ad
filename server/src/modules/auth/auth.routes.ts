import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { type OAuthError, changePassword, requestPasswordReset } from './auth.service.ts';
import { oauthFail, requireClient } from './client-auth.ts';
import { tokenRoutes } from './token.routes.ts';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  await tokenRoutes(app, ctx);
  const signInLimit = { config: { rateLimit: { max: ctx.config.rateLimit.signInPerMinute, timeWindow: '1 minute' } } };

  route(
    app,
    authEndpoints.passwordReset,
    async (request, reply) => {
      try {
        requireClient(ctx, request.headers.authorization);
      } catch (e) {
        return oauthFail(reply, e as OAuthError);
      }
      await requestPasswordReset(ctx, request.body.email);
      return { ok: true as const };
    },
    signInLimit,
  );

  route(
    app,
    authEndpoints.passwordChange,
    async (request, reply) => {
      try {
        requireClient(ctx, request.headers.authorization);
      } catch (e) {
        return oauthFail(reply, e as OAuthError);
      }
      await changePassword(ctx, request.body.clid, request.body.password);
      return { ok: true as const };
    },
    signInLimit,
  );
}
