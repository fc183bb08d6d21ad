import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

// An account's credentials and sessions: its password hash, set-password links and the session version its access
// tokens carry. The account itself (name, roles, companies) is the users module's.

/** What a sign-in or a reset by e-mail needs of an account. */
export function accountByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'externalId', 'email', 'fullName', 'passwordHash', 'erasedAt', 'sessionVersion'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function accountById(db: Executor, id: number) {
  return db.selectFrom('users').select(['id', 'externalId', 'email', 'sessionVersion']).where('id', '=', id).executeTakeFirst();
}

/** A new password ends every session the old one opened, access tokens included. */
export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      passwordHash,
      updatedAt: nowIso(),
      sessionVersion: eb('sessionVersion', '+', 1),
      authVersion: eb('authVersion', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
}

/** Ends every session of the user: their access tokens are refused from the next request on, in every process. */
export async function endSessions(db: Executor, userId: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1), authVersion: eb('authVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** A set-password link's token: written by an invitation (users) and by "forgot password"; claimed on reset. */
export function insertResetToken(db: Executor, v: { userId: number; tokenHash: string; expiresAt: string; createdAt: string }) {
  return db.insertInto('resetTokens').values(v).execute();
}
