import type { AppContext } from '../app-context.ts';
import type { AuthUser } from '../lib/request-user.ts';
import { authVersionsQuery, signedInUser } from '../modules/users/index.ts';

interface Entry {
  user: AuthUser;
  authVersion: number;
  sessionVersion: number;
  expiresAt: number;
}

/**
 * The signed-in user per access token, for the token's lifetime (issue 25 item 4; docs/decisions.md and
 * docs/security.md). A hit skips the signature check and the user-and-roles read, but never the revocation check: one
 * primary-key read of the user's two versions, which every process of a deployment sees change in the same
 * database. A different session version (new password, stolen refresh token, erasure) or no row (deleted, erased)
 * refuses the token; a different auth version (roles, e-mail, name) re-reads the user. Memberships and farm and
 * audit assignments are not cached: the access checks read them on every request.
 */
export function signedInUsers(ctx: AppContext, max = 10_000) {
  const cache = new Map<string, Entry>();
  const versionsOf = authVersionsQuery(ctx.database.db);

  const load = async (token: string, sub: string, sv: number, expiresAt: number) => {
    const found = await signedInUser(ctx.database.db, sub);
    if (!found || found.sessionVersion !== sv) return undefined;
    const entry = { ...found, expiresAt };
    cache.delete(token);
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    cache.set(token, entry);
    return entry.user;
  };

  return async (token: string): Promise<AuthUser | undefined> => {
    const hit = cache.get(token);
    if (hit && hit.expiresAt > Date.now()) {
      const now = await versionsOf(hit.user.id);
      if (!now || now.sessionVersion !== hit.sessionVersion) {
        cache.delete(token);
        return undefined;
      }
      if (now.authVersion !== hit.authVersion) return load(token, hit.user.externalId, hit.sessionVersion, hit.expiresAt);
      // least recently used out first: a Map keeps insertion order
      cache.delete(token);
      cache.set(token, hit);
      return hit.user;
    }
    if (hit) cache.delete(token);
    const claims = await ctx.signer.verify(token);
    if (!claims) return undefined;
    return load(token, claims.sub, claims.sv, claims.expiresAt);
  };
}
