import type { FastifyInstance } from 'fastify';
import { ssoEndpoints } from '@aquarisk/contract/endpoints/sso.endpoints';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/endpoint-route.ts';
import { readSsoConfig, saveSsoConfig, testDiscovery } from './sso-config.service.ts';
import { verifySsoDomain } from './sso-domain.service.ts';
import { completeSso, startSso } from './sso-sign-in.service.ts';
import type { SsoKit } from './sso-kit.ts';

/** Starting and completing a sign-in: before anyone is signed in, limited like the password sign-in. */
export async function ssoSignInRoutes(app: FastifyInstance, ctx: AppContext, sso: SsoKit) {
  const limit = { config: { rateLimit: { max: ctx.config.rateLimit.signInPerMinute, timeWindow: '1 minute' } } };
  route(app, ssoEndpoints.start, (request) => startSso(ctx, sso, request.body.email), limit);
  route(
    app,
    ssoEndpoints.complete,
    async (request, reply) => {
      // Token responses are never stored by a cache (RFC 6749 §5.1), as the token endpoint's.
      reply.header('Cache-Control', 'no-store');
      return completeSso(ctx, sso, request.body);
    },
    limit,
  );
}

/** The company admin's configuration screen. */
export async function ssoConfigRoutes(app: FastifyInstance, ctx: AppContext, sso: SsoKit) {
  route(app, ssoEndpoints.getConfig, (request) => readSsoConfig(ctx, request.user, request.params.id));
  route(app, ssoEndpoints.putConfig, (request) => saveSsoConfig(ctx, sso, request.user, request.params.id, request.body));
  route(app, ssoEndpoints.testDiscovery, (request) => testDiscovery(ctx, request.user, request.params.id, request.body.issuer));
  route(app, ssoEndpoints.verifyDomain, (request) => verifySsoDomain(ctx, request.user, request.params.id, request.params.domain));
}
