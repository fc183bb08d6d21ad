import type { Executor } from '../../db/database.ts';

export function insertRefreshToken(
  db: Executor,
  v: { userId: number; familyId: string; tokenHash: string; expiresAt: string; createdAt: string },
) {
  return db.insertInto('refreshTokens').values(v).execute();
}

export function findRefreshToken(db: Executor, tokenHash: string) {
  return db.selectFrom('refreshTokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** Marks a token used only if nobody used it first; false means it was already used (a replay). */
export async function claimRefreshToken(db: Executor, id: number, at: string): Promise<boolean> {
  const res = await db.updateTable('refreshTokens').set({ usedAt: at }).where('id', '=', id).where('usedAt', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function revokeFamily(db: Executor, familyId: string, at: string) {
  return db.updateTable('refreshTokens').set({ revokedAt: at }).where('familyId', '=', familyId).where('revokedAt', 'is', null).execute();
}

export function revokeAllForUser(db: Executor, userId: number, at: string) {
  return db.updateTable('refreshTokens').set({ revokedAt: at }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
}

export function findResetToken(db: Executor, tokenHash: string) {
  return db.selectFrom('resetTokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

export async function claimResetToken(db: Executor, id: number, at: string): Promise<boolean> {
  const res = await db.updateTable('resetTokens').set({ usedAt: at }).where('id', '=', id).where('usedAt', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function countRecentResets(db: Executor, userId: number, since: string) {
  return db
    .selectFrom('resetTokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
}
