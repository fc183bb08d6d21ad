import type { FastifyRequest } from 'fastify';
import type { EndpointDeclaration } from '@aquarisk/contract/endpoints/endpoint';
import { apiTokenEndpoints } from '@aquarisk/contract/endpoints/api-token.endpoints';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { ssoEndpoints } from '@aquarisk/contract/endpoints/sso.endpoints';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { signedInUser } from '../users/index.ts';
import { tokenByPrefix, touchToken } from './api-token.repository.ts';
import { hashMatches, prefixOf } from './api-token-secret.ts';

const TOUCH_EVERY_MS = 60_000;

/**
 * The user a personal API token stands for, read live on every request (issue 28 item 5): a revoked, expired or
 * unknown token, or an erased user, is refused from the next request on; roles are the user's roles now, and
 * memberships are read by the access checks as for any request. Last use is written at most once a minute.
 */
export function apiTokenUsers(ctx: AppContext) {
  const db = ctx.database.db;
  return async (token: string): Promise<AuthUser | undefined> => {
    const prefix = prefixOf(token);
    if (!prefix) return undefined;
    const row = await tokenByPrefix(db, prefix);
    const now = ctx.clock.now();
    if (!row || row.revokedAt !== null || !hashMatches(token, row.tokenHash)) return undefined;
    if (new Date(row.expiresAt).getTime() <= now.getTime()) return undefined;
    const found = await signedInUser(db, row.userExternalId);
    if (!found) return undefined;
    if (row.lastUsedAt === null || now.getTime() - new Date(row.lastUsedAt).getTime() >= TOUCH_EVERY_MS) {
      await touchToken(db, row.id, now.toISOString(), new Date(now.getTime() - TOUCH_EVERY_MS).toISOString());
    }
    return { ...found.user, apiToken: { prefix: row.prefix, scope: row.scope } };
  };
}

const READS = new Set(['GET', 'HEAD']);
/**
 * What a token never reaches (issue 37 item 23): its own kind (no token makes tokens), account management (creating,
 * editing and deleting people, their roles and farm assignments, how they sign in) and personal data. Reading
 * people stays open to scripts, as for the app.
 */
const NOT_FOR_TOKENS = new Set<EndpointDeclaration>([
  ...Object.values(apiTokenEndpoints),
  userEndpoints.create,
  userEndpoints.update,
  userEndpoints.delete,
  userEndpoints.assignFarms,
  farmEndpoints.addUser,
  farmEndpoints.removeUser,
  userEndpoints.setRoles,
  userEndpoints.adminSetRoles,
  userEndpoints.exportPersonalData,
  userEndpoints.erasePersonalData,
  ssoEndpoints.putConfig,
  ssoEndpoints.testDiscovery,
  ssoEndpoints.verifyDomain,
]);

export const apiTokenMessages = {
  readOnly: 'This API token is read-only: it may only read (GET). Create a read-write token to make changes.',
  notForTokens: 'API tokens cannot manage tokens, accounts or personal data: sign in to the app to do this.',
} as const;

/** Refuses (403) what the request's API token may not do; a request signed in the usual way passes untouched. */
export function checkApiTokenReach(request: FastifyRequest) {
  const via = request.user.apiToken;
  if (!via) return;
  const endpoint = request.routeOptions.config.endpoint;
  if (endpoint && NOT_FOR_TOKENS.has(endpoint)) {
    throw new AppError('FORBIDDEN', apiTokenMessages.notForTokens);
  }
  if (via.scope === 'read' && !READS.has(request.method)) throw new AppError('FORBIDDEN', apiTokenMessages.readOnly);
}
