import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordChangeSchema, passwordResetSchema } from '@aquarisk/contract/schemas/auth.schema';
import { okSchema } from '@aquarisk/contract/schemas/common.schema';
import type { AppContext } from '../../app-context.ts';
import { type OAuthError, changePassword, requestPasswordReset } from './auth.service.ts';
import { oauthFail, requireClient } from './client-auth.ts';
import { tokenRoutes } from './token.routes.ts';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  await tokenRoutes(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signInLimit = { max: ctx.config.rateLimit.signInPerMinute, timeWindow: '1 minute' };

  r.post(
    '/password/reset',
    {
      config: { rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use password reset link',
        security: [{ client: [] }],
        body: passwordResetSchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      try {
        requireClient(ctx, request.headers.authorization);
      } catch (e) {
        return oauthFail(reply, e as OAuthError);
      }
      await requestPasswordReset(ctx, request.body.email);
      return { ok: true as const };
    },
  );

  r.post(
    '/password/change',
    {
      config: { rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link id',
        security: [{ client: [] }],
        body: passwordChangeSchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      try {
        requireClient(ctx, request.headers.authorization);
      } catch (e) {
        return oauthFail(reply, e as OAuthError);
      }
      await changePassword(ctx, request.body.clid, request.body.password);
      return { ok: true as const };
    },
  );
}
