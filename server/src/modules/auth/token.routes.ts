import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { passwordGrantSchema, refreshGrantSchema } from '@aquarisk/contract/schemas/auth.schema';
import { refusalMessages, serverMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import { OAuthError, passwordGrant, refreshGrant } from './auth.service.ts';
import { oauthFail, requireClient } from './client-auth.ts';
import { SignInBackoff } from './sign-in-backoff.ts';

/**
 * The token endpoint answers every bad request in the RFC 6749 §5.2 shape (`invalid_request`), including what the
 * shared guards and body parsers refuse before the handler runs; anything else goes on to the app's error handler.
 */
function tokenErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof SignInBackoff) reply.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof AppError && error.status === 400) return oauthFail(reply, new OAuthError(400, 'invalid_request', error.message));
  if (hasZodFastifySchemaValidationErrors(error) || (error.statusCode === 400 && !(error instanceof AppError))) {
    return oauthFail(reply, new OAuthError(400, 'invalid_request', serverMessages.badRequest));
  }
  throw error;
}

/** POST /oauth/token in its own scope: docs/requirements.md#core-7 sends the refresh grant in the query with no body at all. */
export async function tokenRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    // An empty JSON body is no body here (Fastify's own parser refuses it); anything else parses as usual.
    const json = scope.getDefaultJsonParser('error', 'ignore');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      body === '' ? done(null, null) : json(request, String(body), done),
    );

    // Token responses, errors included, are never stored by a cache (RFC 6749 §5.1).
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      reply.header('Pragma', 'no-cache');
    });

    route(
      scope,
      authEndpoints.token,
      async (request, reply) => {
        try {
          requireClient(ctx, request.headers.authorization);
          // Parameters may come in the form body or, for the refresh grant, in the query (docs/requirements.md#core-7).
          const params = { ...request.query, ...request.body };
          if (params.grant_type === 'password') {
            const p = passwordGrantSchema.safeParse(params);
            if (!p.success) throw new OAuthError(400, 'invalid_request', refusalMessages.credentialsRequired);
            return await passwordGrant(ctx, p.data.username, p.data.password, request.ip);
          }
          if (params.grant_type === 'refresh_token') {
            const p = refreshGrantSchema.safeParse(params);
            if (!p.success) throw new OAuthError(400, 'invalid_request', refusalMessages.refreshTokenRequired);
            return await refreshGrant(ctx, p.data.refresh_token);
          }
          if (!params.grant_type) throw new OAuthError(400, 'invalid_request', refusalMessages.grantTypeRequired);
          throw new OAuthError(400, 'unsupported_grant_type', refusalMessages.unsupportedGrantType);
        } catch (e) {
          if (e instanceof OAuthError) return oauthFail(reply, e);
          throw e;
        }
      },
      {
        config: { rateLimit: { max: ctx.config.rateLimit.signInPerMinute, timeWindow: '1 minute' } },
        // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify accepts the reply an error handler returns
        errorHandler: tokenErrorHandler,
        // A bodiless POST arrives with no body (which Fastify validates as null), or as '' with a text content type.
        preValidation: (request, _reply, done) => {
          if (request.body === '') request.body = null;
          done();
        },
      },
    );
  });
}
