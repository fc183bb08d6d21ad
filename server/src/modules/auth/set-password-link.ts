import type { Executor } from '../../db/database.ts';
import { hashSecret, newSecret } from '../../lib/ids.ts';
import { insertResetToken } from './credential.repository.ts';

/**
 * A set-password link for an account, good once for ttlMs: the secret for the link's URL (/reset/<secret>); only its
 * hash is stored. Written in the caller's transaction, beside the mail that carries it (invitation, forgot password).
 */
export async function newSetPasswordLink(db: Executor, userId: number, ttlMs: number): Promise<string> {
  const secret = newSecret();
  const now = Date.now();
  await insertResetToken(db, {
    userId,
    tokenHash: hashSecret(secret),
    expiresAt: new Date(now + ttlMs).toISOString(),
    createdAt: new Date(now).toISOString(),
  });
  return secret;
}
