import type { AppContext } from '../../app-context.ts';
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

// What a token may call is each endpoint's declaration (`tokens`, an allow-list), enforced by route() (issue 38 item 1).
export { apiTokenMessages } from '../../lib/endpoint-access.ts';
