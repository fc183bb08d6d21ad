import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { OAUTH_CLIENT_ID } from '@aquarisk/contract/schemas/auth.schema';
import { serverMessages } from '@aquarisk/contract/messages';
import type { OAuthErrorBody } from '@aquarisk/contract/schemas/error.schema';
import type { AppContext } from '../../app-context.ts';
import { OAuthError } from './auth.service.ts';

/**
 * The client id and secret of an HTTP Basic header (RFC 6749 §2.3.1: each form-urlencoded, then base64); null when
 * there is no Basic header, 'malformed' when it cannot be decoded.
 */
export function basicCredentials(authorization: string | undefined): { id: string; secret: string } | 'malformed' | null {
  if (!authorization?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  if (sep < 0) return 'malformed';
  try {
    return { id: decodeURIComponent(decoded.slice(0, sep)), secret: decodeURIComponent(decoded.slice(sep + 1)) };
  } catch {
    return 'malformed';
  }
}

/** Checks the trusted client's credentials; a malformed header is a bad request (400), wrong ones a failed client (401). */
export function requireClient(ctx: AppContext, authorization: string | undefined) {
  const credentials = basicCredentials(authorization);
  if (credentials === 'malformed') throw new OAuthError(400, 'invalid_request', serverMessages.malformedClientCredentials);
  const given = Buffer.from(credentials?.secret ?? '');
  const expected = Buffer.from(ctx.config.oauthClientSecret);
  const ok =
    credentials !== null && credentials.id === OAUTH_CLIENT_ID && given.length === expected.length && timingSafeEqual(given, expected);
  if (!ok) throw new OAuthError(401, 'invalid_client', serverMessages.invalidClient);
}

/** The RFC 6749 §5.2 error body, with the product's status and message beside it. */
export function oauthFail(reply: FastifyReply, e: OAuthError) {
  if (e.oauthCode === 'invalid_client') reply.header('WWW-Authenticate', 'Basic realm="aquarisk"');
  const body: OAuthErrorBody = {
    status: e.status,
    error: e.oauthCode,
    code: e.code,
    error_description: e.description,
    message: e.description,
  };
  return reply.status(e.status).send(body);
}
