import type { FastifyRequest } from 'fastify';
import { serverMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../lib/app-error.ts';
import { apiTokenUsers, isApiToken } from '../modules/api-tokens/index.ts';
import '../lib/request-user.ts';
import { signedInRequest } from './connection-timeouts.ts';
import { signedInUsers } from './signed-in-users.ts';

/**
 * onRequest hook: a valid bearer token of an existing user whose sessions it may still open, or a personal API token
 * (aqr_…, issue 28 item 5) that is live; which endpoints a token reaches, and with which scope, each endpoint's
 * declaration says (route(), issue 38 item 1). The user and roles are cached per token and checked against the
 * database on every request (signed-in-users.ts).
 */
export function authenticate(ctx: AppContext) {
  const userOf = signedInUsers(ctx);
  const tokenUserOf = apiTokenUsers(ctx);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const user = token ? await (isApiToken(token) ? tokenUserOf(token) : userOf(token)) : undefined;
    if (!user) throw new AppError('UNAUTHORIZED', serverMessages.unauthorized);
    request.user = user;
    signedInRequest(request.raw);
  };
}
