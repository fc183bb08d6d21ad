import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordChangeSchema,
  passwordGrantSchema,
  passwordResetSchema,
  refreshGrantSchema,
  tokenResponseSchema,
} from '@aquarisk/contract/schemas/auth.schema';
import { serverMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../../app-context.ts';
import { OAuthError, changePassword, passwordGrant, refreshGrant, requestPasswordReset } from './auth.service.ts';
import { isTrustedClient } from './client-auth.ts';

function oauthFail(reply: FastifyReply, e: OAuthError) {
  if (e.oauthCode === 'invalid_client') reply.header('WWW-Authenticate', 'Basic realm="aquarisk"');
  return reply.status(e.status).send({
    status: e.status,
    error: e.oauthCode,
    error_description: e.description,
    message: e.description,
  });
}

function requireClient(ctx: AppContext, authorization: string | undefined) {
  if (!isTrustedClient(authorization, ctx.config.oauthClientSecret)) {
    throw new OAuthError(401, 'invalid_client', serverMessages.invalidClient);
  }
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signInLimit = { max: ctx.config.rateLimit.signInPerMinute, timeWindow: '1 minute' };

  r.post(
    '/oauth/token',
    {
      config: { rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'OAuth 2.0 token endpoint (password and refresh_token grants, client Basic auth)',
        querystring: z.record(z.string(), z.string()).optional(),
        body: z.record(z.string(), z.string()).optional(),
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        requireClient(ctx, request.headers.authorization);
        // Parameters may come in the form body or, for the refresh grant, in the query (spec 1 §7).
        const params = { ...(request.query ?? {}), ...(request.body ?? {}) };
        if (params['grant_type'] === 'password') {
          const p = passwordGrantSchema.safeParse(params);
          if (!p.success) throw new OAuthError(400, 'invalid_request', 'username and password are required');
          return await passwordGrant(ctx, p.data.username, p.data.password);
        }
        if (params['grant_type'] === 'refresh_token') {
          const p = refreshGrantSchema.safeParse(params);
          if (!p.success) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
          return await refreshGrant(ctx, p.data.refresh_token);
        }
        if (!params['grant_type']) throw new OAuthError(400, 'invalid_request', 'grant_type is required');
        throw new OAuthError(400, 'unsupported_grant_type', 'Only the password and refresh_token grants are supported');
      } catch (e) {
        if (e instanceof OAuthError) return oauthFail(reply, e);
        throw e;
      }
    },
  );

  r.post(
    '/password/reset',
    {
      config: { rateLimit: signInLimit },
      schema: { tags: ['auth'], summary: 'Mail a single-use password reset link', body: passwordResetSchema },
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
      schema: { tags: ['auth'], summary: 'Set a new password with a reset link id', body: passwordChangeSchema },
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
