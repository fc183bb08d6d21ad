import { randomBytes } from 'node:crypto';
import type { SsoConfig, SsoConfigInput, SsoDomainClaim } from '@aquarisk/contract/schemas/sso.schema';
import { SSO_CALLBACK_PATH, SSO_TXT_PREFIX, ssoConfigInputSchema, ssoTxtName } from '@aquarisk/contract/schemas/sso.schema';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/database.ts';
import { uniqueViolationTable } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, type AuthUser } from '../../lib/request-user.ts';
import { companyAccessWith } from '../access/index.ts';
import { recordActivity } from '../activity-log/index.ts';
import { discover, discoveryFacts } from './sso-provider.ts';
import type { SsoKit } from './sso-kit.ts';
import * as repo from './sso.repository.ts';

/** Where every provider sends the browser back: the web's callback screen. */
export const redirectUriOf = (ctx: AppContext) => `${ctx.config.publicUrl}${SSO_CALLBACK_PATH}`;

export function toClaim(c: repo.DomainClaimRow): SsoDomainClaim {
  return {
    domain: c.domain,
    verified: c.verifiedDomain !== null,
    txtName: ssoTxtName(c.domain),
    txtValue: `${SSO_TXT_PREFIX}${c.token}`,
    verifiedAt: c.verifiedAt,
  };
}

function toApi(row: repo.SsoConfigRow, claims: repo.DomainClaimRow[]): SsoConfig {
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    hasSecret: row.clientSecretEnc !== '',
    domains: claims.map((c) => c.domain),
    domainClaims: claims.map(toClaim),
    roles: JSON.parse(row.rolesJson) as string[],
    enabled: row.enabled === 1,
    createAccounts: row.createAccounts === 1,
    roleClaim: row.roleClaim,
    roleMap: JSON.parse(row.roleMapJson) as Record<string, string>,
    updatedAt: row.updatedAt,
  };
}

/** http:// issuers only where SSO_ALLOW_HTTP_ISSUER is set (the tests' provider on loopback). */
function requireHttps(ctx: AppContext, issuer: string) {
  if (!ctx.config.ssoAllowHttpIssuer && new URL(issuer).protocol !== 'https:') {
    throw new AppError('VALIDATION', ssoMessages.httpIssuer, { issuer: ssoMessages.httpIssuer });
  }
}

export async function readSsoConfig(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const db = ctx.database.db;
  const { company } = await companyAccessWith(db, user, companyExtId, 'configureSso');
  const row = await repo.findConfig(db, company.id);
  return { config: row ? toApi(row, await repo.claimsOf(db, company.id)) : null };
}

export async function saveSsoConfig(ctx: AppContext, sso: SsoKit, user: AuthUser, companyExtId: string, body: SsoConfigInput) {
  const input = ssoConfigInputSchema.parse(body);
  const db = ctx.database.db;
  const { company } = await companyAccessWith(db, user, companyExtId, 'configureSso');
  requireHttps(ctx, input.issuer);
  const domains = [...new Set(input.domains)].sort();
  const taken = await repo.domainsHeldElsewhere(db, company.id, domains);
  if (taken.length)
    throw new AppError('ALREADY_EXISTS', ssoMessages.domainTaken, { domains: `${ssoMessages.domainTaken} (${taken.join(', ')})` });
  try {
    return await db.transaction().execute(async (tx) => {
      const before = await repo.findConfig(tx, company.id);
      if (!input.clientSecret && !before)
        throw new AppError('VALIDATION', ssoMessages.secretRequired, { clientSecret: ssoMessages.secretRequired });
      const now = nowIso();
      const row: repo.SsoConfigRow = {
        companyId: company.id,
        issuer: input.issuer,
        clientId: input.clientId,
        clientSecretEnc: input.clientSecret ? sso.box.seal(input.clientSecret) : before!.clientSecretEnc,
        rolesJson: JSON.stringify([...new Set(input.roles)].sort()),
        roleClaim: input.roleClaim ?? null,
        roleMapJson: JSON.stringify(input.roleClaim ? input.roleMap : {}),
        enabled: input.enabled ? 1 : 0,
        createAccounts: input.createAccounts ? 1 : 0,
        createdAt: before?.createdAt ?? now,
        updatedAt: now,
      };
      await repo.saveConfig(tx, row, domains, () => randomBytes(16).toString('hex'));
      await recordActivity(tx, {
        actor: actorOf(user),
        method: 'UPDATE',
        target: 'COMPANY',
        targetName: company.name,
        targetExtId: company.externalId,
        company,
        changes: {
          ssoIssuer: [before?.issuer ?? null, row.issuer],
          ssoEnabled: [before ? before.enabled === 1 : null, input.enabled],
          ssoCreatesAccounts: [before ? before.createAccounts === 1 : null, input.createAccounts],
          ssoDomains: [before ? '(earlier)' : null, domains.join(', ')],
          ...(input.clientSecret ? { ssoClientSecret: ['(hidden)', '(changed)'] } : {}),
        },
      });
      return toApi(row, await repo.claimsOf(tx, company.id));
    });
  } catch (e) {
    // Two companies claiming one domain at the same moment: the key decides.
    if (uniqueViolationTable(e) !== null)
      throw new AppError('ALREADY_EXISTS', ssoMessages.domainTaken, { domains: ssoMessages.domainTaken });
    throw e;
  }
}

/** Fetches the issuer's discovery document, so an admin sees it answers before saving. */
export async function testDiscovery(ctx: AppContext, user: AuthUser, companyExtId: string, issuer: string) {
  await companyAccessWith(ctx.database.db, user, companyExtId, 'configureSso');
  requireHttps(ctx, issuer);
  try {
    return discoveryFacts(
      await discover({ issuer, clientId: 'discovery-check', clientSecret: 'unused', allowHttp: ctx.config.ssoAllowHttpIssuer }),
    );
  } catch (e) {
    ctx.log.info({ issuer, err: (e as Error).message }, 'SSO discovery failed');
    throw new AppError('VALIDATION', ssoMessages.discoveryFailed, { issuer: ssoMessages.discoveryFailed });
  }
}
