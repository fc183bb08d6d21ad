import type { Executor } from '../../db/database.ts';

/**
 * A set-password link's token. Written by an invitation (users) and by "forgot password" (auth); auth reads and
 * claims it. It lives here, below auth in docs/architecture.md, so that both may write it.
 */
export function insertResetToken(db: Executor, v: { userId: number; tokenHash: string; expiresAt: string; createdAt: string }) {
  return db.insertInto('resetTokens').values(v).execute();
}
