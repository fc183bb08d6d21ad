import { randomUUID } from 'node:crypto';
import { API_TOKEN_MAX_LIVE, type ApiToken, type ApiTokenInput, type CreatedApiToken } from '@aquarisk/contract/schemas/api-token.schema';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { countLiveTokens, insertApiToken, liveTokensOf, revokeToken } from './api-token.repository.ts';
import { newToken } from './api-token-secret.ts';

const DAY_MS = 86_400_000;
type Listed = Awaited<ReturnType<typeof liveTokensOf>>[number];
const toApiToken = (r: Listed): ApiToken => ({
  id: r.externalId,
  name: r.name,
  scope: r.scope,
  prefix: r.prefix,
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  lastUsedAt: r.lastUsedAt,
});

export async function listApiTokens(ctx: AppContext, user: AuthUser): Promise<ApiToken[]> {
  return (await liveTokensOf(ctx.database.db, user.id, ctx.clock.now().toISOString())).map(toApiToken);
}

/** Creates a token; the answer is the only place its secret ever appears. */
export async function createApiToken(ctx: AppContext, user: AuthUser, input: Required<ApiTokenInput>): Promise<CreatedApiToken> {
  const now = ctx.clock.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    if ((await countLiveTokens(trx, user.id, now.toISOString())) >= API_TOKEN_MAX_LIVE) {
      throw new AppError('CONFLICT', `You have ${API_TOKEN_MAX_LIVE} tokens: revoke one before creating another.`);
    }
    const { prefix, token, hash } = newToken();
    const row = {
      externalId: randomUUID(),
      userId: user.id,
      name: input.name,
      scope: input.scope,
      prefix,
      tokenHash: hash,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await insertApiToken(trx, row);
    return { ...toApiToken(row), token };
  });
}

/** Revokes one of the person's own tokens: another person's is as unknown as a token that never was (404). */
export async function revokeApiToken(ctx: AppContext, user: AuthUser, tokenId: string): Promise<void> {
  if ((await revokeToken(ctx.database.db, user.id, tokenId, nowIso())) === 0) throw notFound();
}
