import type { TokenResponse } from '@aquarisk/contract/schemas/auth.schema';
import { ADMIN_ROLE } from '@aquarisk/contract/capabilities';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSecret, newExternalId } from '../../lib/ids.ts';
import { companyVouchesFor } from '../access/index.ts';
import { recordCompanyActivity } from '../activity-log/index.ts';
import { issueSession } from '../auth/index.ts';
import { createMember, findUserByEmail } from '../users/index.ts';
import { redirectUriOf } from './sso-config.service.ts';
import { authorizationUrl, newPendingSignIn, redeem } from './sso-provider.ts';
import type { SsoKit } from './sso-kit.ts';
import * as repo from './sso.repository.ts';

/** A pending sign-in is good for this long, and once. */
export const PENDING_TTL_MS = 10 * 60 * 1000;

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

async function providerOf(ctx: AppContext, sso: SsoKit, row: repo.SsoConfigRow) {
  try {
    return await sso.providers.get(row.companyId, row.updatedAt, {
      issuer: row.issuer,
      clientId: row.clientId,
      clientSecret: sso.box.open(row.clientSecretEnc),
      allowHttp: ctx.config.ssoAllowHttpIssuer,
    });
  } catch (e) {
    ctx.log.warn({ companyId: row.companyId, issuer: row.issuer, err: (e as Error).message }, 'SSO provider unreachable');
    throw new AppError('UNAVAILABLE', ssoMessages.providerUnreachable);
  }
}

/** The provider's authorization URL for an e-mail of an enabled SSO domain; null: the e-mail signs in with its password. */
export async function startSso(ctx: AppContext, sso: SsoKit, email: string): Promise<{ redirectUrl: string | null }> {
  const db = ctx.database.db;
  const row = await repo.enabledConfigOfDomain(db, domainOf(email));
  if (!row) return { redirectUrl: null };
  const config = await providerOf(ctx, sso, row);
  const pending = newPendingSignIn();
  const now = Date.now();
  await repo.deleteSignInsBefore(db, new Date(now - PENDING_TTL_MS).toISOString());
  await repo.insertSignIn(db, {
    stateHash: hashSecret(pending.state),
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    companyId: row.companyId,
    createdAt: new Date(now).toISOString(),
  });
  return { redirectUrl: await authorizationUrl(config, redirectUriOf(ctx), pending, email) };
}

/** Roles a new account gets: those the admin assigned, and those the admin's claim map gives the provider's values. */
function rolesFor(row: repo.SsoConfigRow, claims: Record<string, unknown>): string[] {
  const assigned = JSON.parse(row.rolesJson) as string[];
  const map = JSON.parse(row.roleMapJson) as Record<string, string>;
  const raw = row.roleClaim ? claims[row.roleClaim] : undefined;
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
  const mapped = values.flatMap((v) => (map[v] ? [map[v]] : []));
  // Never the admin's role, whatever is stored (the contract refuses it at the edge too).
  return [...new Set([...assigned, ...mapped])].filter((r) => r !== ADMIN_ROLE).sort();
}

export async function completeSso(
  ctx: AppContext,
  sso: SsoKit,
  answer: { code: string; state: string; iss?: string | undefined },
): Promise<TokenResponse> {
  const db = ctx.database.db;
  const pending = await repo.findSignIn(db, hashSecret(answer.state));
  const now = nowIso();
  const fresh = pending && pending.createdAt > new Date(Date.now() - PENDING_TTL_MS).toISOString();
  // Unknown (forged), too old, or used already (replayed): refused alike.
  if (!pending || !fresh || !(await repo.claimSignIn(db, pending.id, now))) throw new AppError('VALIDATION', ssoMessages.stateInvalid);
  const row = await repo.findConfig(db, pending.companyId);
  if (!row || row.enabled !== 1) throw new AppError('VALIDATION', ssoMessages.stateInvalid);
  const config = await providerOf(ctx, sso, row);

  const callback = new URL(redirectUriOf(ctx));
  callback.searchParams.set('code', answer.code);
  callback.searchParams.set('state', answer.state);
  if (answer.iss !== undefined) callback.searchParams.set('iss', answer.iss);
  let claims: Record<string, unknown>;
  try {
    claims = await redeem(config, callback, { state: answer.state, nonce: pending.nonce, codeVerifier: pending.codeVerifier });
  } catch (e) {
    ctx.log.warn({ companyId: row.companyId, err: (e as Error).message }, 'SSO answer refused');
    throw new AppError('VALIDATION', ssoMessages.providerRefused);
  }
  if (claims['email_verified'] !== true || typeof claims['email'] !== 'string')
    throw new AppError('VALIDATION', ssoMessages.emailNotVerified);
  const email = claims['email'].trim().toLowerCase();
  if (!(await repo.verifiedDomainsOf(db, row.companyId)).includes(domainOf(email)))
    throw new AppError('VALIDATION', ssoMessages.emailOutsideDomains);

  const userId = await db.transaction().execute(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      // The provider vouches for this company's people only (modules/access/): never an administrator, nor someone of
      // another company.
      if (existing.erasedAt || !(await companyVouchesFor(tx, row.companyId, existing.id)))
        throw new AppError('VALIDATION', ssoMessages.accountNeedsPassword);
      return existing.id;
    }
    if (row.createAccounts !== 1) throw new AppError('VALIDATION', ssoMessages.notInvited);
    const name = typeof claims['name'] === 'string' ? claims['name'].slice(0, 200) : null;
    const externalId = newExternalId();
    const roles = rolesFor(row, claims);
    const id = await createMember(tx, [row.companyId], { externalId, email, fullName: name, phone: null, roles });
    await recordCompanyActivity(tx, row.companyId, {
      actor: { id, email },
      method: 'ADD_USER',
      target: 'COMPANY_USER',
      targetName: email,
      targetExtId: externalId,
      changes: { signIn: [null, 'single sign-on'], roles: [null, roles.join(', ')] },
    });
    return id;
  });
  return issueSession(ctx, userId);
}
