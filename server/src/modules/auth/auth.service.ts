import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@aquarisk/contract/schemas/auth.schema';
import type { ErrorCode } from '@aquarisk/contract/error-codes';
import { refusalMessages, serverMessages, validationMessages } from '@aquarisk/contract/messages';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSecret, newSecret } from '../../lib/ids.ts';
import { recordActivity } from '../activity-log/index.ts';
import { accountByEmail, accountById, endSessions, setPasswordHash } from './credential.repository.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { newSetPasswordLink } from './set-password-link.ts';
import * as tokens from './token.repository.ts';

type OAuthCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';
const wireCodes: Record<OAuthCode, ErrorCode> = {
  invalid_request: 'INVALID_REQUEST',
  invalid_client: 'INVALID_CLIENT',
  invalid_grant: 'INVALID_GRANT',
  unsupported_grant_type: 'UNSUPPORTED_GRANT_TYPE',
};

/**
 * RFC 6749 §5.2 error: the token route answers it with `error` and `error_description`, and the app's stable `code`
 * beside them (by default the RFC's code; a refused refresh token says SESSION_EXPIRED).
 */
export class OAuthError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    readonly oauthCode: OAuthCode,
    readonly description: string,
    code?: ErrorCode,
  ) {
    super(description);
    this.code = code ?? wireCodes[oauthCode];
  }
}

const RESET_TTL_MS = 60 * 60 * 1000;
const RESETS_PER_WINDOW = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

async function issueTokens(
  ctx: AppContext,
  user: { id: number; externalId: string; sessionVersion: number },
  familyId: string,
): Promise<TokenResponse> {
  const refresh = newSecret();
  const now = new Date();
  await tokens.insertRefreshToken(ctx.database.db, {
    userId: user.id,
    familyId,
    tokenHash: hashSecret(refresh),
    expiresAt: new Date(now.getTime() + ctx.config.refreshTokenTtlDays * DAY_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  return {
    access_token: await ctx.signer.sign(user.externalId, user.sessionVersion),
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: ctx.signer.ttlSeconds,
    scope: 'read write',
  };
}

/** A new session (token family) for a user whose identity was proven elsewhere: single sign-on (issue 28 item 4). */
export async function issueSession(ctx: AppContext, userId: number): Promise<TokenResponse> {
  const user = (await accountById(ctx.database.db, userId))!;
  return issueTokens(ctx, user, randomUUID());
}

/** `source` is the client's address: failures back off per account and source (sign-in-backoff.ts). */
export async function passwordGrant(ctx: AppContext, username: string, password: string, source: string): Promise<TokenResponse> {
  const account = username.trim().toLowerCase();
  await ctx.signIns.assertAllowed(account, source);
  const user = await accountByEmail(ctx.database.db, account);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await ctx.signIns.recordFailure(account, source);
    throw new OAuthError(400, 'invalid_grant', validationMessages.signInFailed);
  }
  await ctx.signIns.recordSuccess(account, source);
  return issueTokens(ctx, user, randomUUID());
}

export async function refreshGrant(ctx: AppContext, refreshToken: string): Promise<TokenResponse> {
  const db = ctx.database.db;
  const row = await tokens.findRefreshToken(db, hashSecret(refreshToken));
  const now = nowIso();
  if (!row || row.revokedAt || row.expiresAt <= now)
    throw new OAuthError(400, 'invalid_grant', refusalMessages.invalidRefreshToken, 'SESSION_EXPIRED');
  const claimed = await tokens.claimRefreshToken(db, row.id, now);
  if (!claimed) {
    // A used token presented again: someone holds a copy. Revoke the whole family.
    await tokens.revokeFamily(db, row.familyId, now);
    // The thief may hold an access token too: end the user's sessions, access tokens included, in every process.
    await endSessions(db, row.userId);
    ctx.log.warn({ userId: row.userId }, 'refresh token reuse detected; token family revoked');
    throw new OAuthError(400, 'invalid_grant', refusalMessages.invalidRefreshToken, 'SESSION_EXPIRED');
  }
  const user = await accountById(db, row.userId);
  if (!user) throw new OAuthError(400, 'invalid_grant', refusalMessages.invalidRefreshToken, 'SESSION_EXPIRED');
  return issueTokens(ctx, user, row.familyId);
}

/** Always succeeds from the caller's view, so it does not reveal which e-mails have accounts. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const db = ctx.database.db;
  const user = await accountByEmail(db, email);
  if (!user || user.erasedAt) return;
  const since = new Date(Date.now() - RESET_TTL_MS).toISOString();
  const recent = await tokens.countRecentResets(db, user.id, since);
  if (Number(recent.n) >= RESETS_PER_WINDOW) {
    ctx.log.warn({ userId: user.id }, 'password reset limit reached for account');
    return;
  }
  const outboxId = await db.transaction().execute(async (tx) => {
    const guid = await newSetPasswordLink(tx, user.id, RESET_TTL_MS);
    return ctx.mailer.queue(tx, {
      to: user.email,
      subject: 'Reset your Aquarisk password',
      body: [
        `Hello ${user.fullName ?? user.email},`,
        '',
        'Someone asked to reset the password of your Aquarisk account. Open this link within one hour to choose a new one:',
        `${ctx.config.publicUrl}/reset/${guid}`,
        '',
        'If it was not you, ignore this message; your password stays as it is.',
      ].join('\n'),
    });
  });
  await ctx.mailer.deliver([outboxId]);
}

export async function changePassword(ctx: AppContext, clid: string, password: string): Promise<void> {
  const db = ctx.database.db;
  const row = await tokens.findResetToken(db, hashSecret(clid));
  const now = nowIso();
  if (!row || row.usedAt || row.expiresAt <= now) throw new AppError('VALIDATION', serverMessages.resetLinkInvalid);
  const passwordHash = await hashPassword(password);
  const email = await db.transaction().execute(async (tx) => {
    if (!(await tokens.claimResetToken(tx, row.id, now))) throw new AppError('VALIDATION', serverMessages.resetLinkInvalid);
    await setPasswordHash(tx, row.userId, passwordHash);
    // A new password ends every session the old one opened.
    await tokens.revokeAllForUser(tx, row.userId, now);
    const user = (await accountById(tx, row.userId))!;
    await recordActivity(tx, {
      actor: { id: row.userId, email: user.email },
      method: 'UPDATE',
      target: 'USER',
      targetName: user.email,
      targetExtId: user.externalId,
      company: null,
      changes: { password: ['(hidden)', '(changed)'] },
    });
    return user.email;
  });
  // The owner has proven who they are: earlier failed guesses no longer slow down any source.
  await ctx.signIns.forgetAccount(email);
}
