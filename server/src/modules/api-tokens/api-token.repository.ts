import type { Executor } from '../../db/database.ts';
import type { ApiTokensTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';

const listed = ['externalId', 'name', 'scope', 'prefix', 'createdAt', 'expiresAt', 'lastUsedAt'] as const;

export function insertApiToken(db: Executor, row: Insertable<ApiTokensTable>) {
  return db.insertInto('apiTokens').values(row).execute();
}

/** A person's tokens that are neither revoked nor expired, newest first. */
export function liveTokensOf(db: Executor, userId: number, now: string) {
  return db
    .selectFrom('apiTokens')
    .select(listed)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countLiveTokens(db: Executor, userId: number, now: string) {
  const row = await db
    .selectFrom('apiTokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revokes the person's own token; 0 when it is another person's, unknown or already revoked. */
export async function revokeToken(db: Executor, userId: number, externalId: string, now: string) {
  const res = await db
    .updateTable('apiTokens')
    .set({ revokedAt: now })
    .where('externalId', '=', externalId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** The token a request presents, by its public prefix, with its owner's external id. */
export function tokenByPrefix(db: Executor, prefix: string) {
  return db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .select([
      'apiTokens.id',
      'apiTokens.scope',
      'apiTokens.prefix',
      'apiTokens.tokenHash',
      'apiTokens.expiresAt',
      'apiTokens.lastUsedAt',
      'apiTokens.revokedAt',
      'users.externalId as userExternalId',
    ])
    .where('apiTokens.prefix', '=', prefix)
    .executeTakeFirst();
}

/** Last use, written at most once a minute per token: the condition keeps concurrent requests to one write. */
export function touchToken(db: Executor, id: number, now: string, notSince: string) {
  return db
    .updateTable('apiTokens')
    .set({ lastUsedAt: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', notSince)]))
    .execute();
}
