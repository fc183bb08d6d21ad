import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { SsoConfigsTable, SsoDomainClaimsTable } from '../../db/schema.ts';

/** A company's SSO configuration as stored (migration 051). */
export type SsoConfigRow = Selectable<SsoConfigsTable>;

export function findConfig(db: Executor, companyId: number) {
  return db.selectFrom('ssoConfigs').selectAll().where('companyId', '=', companyId).executeTakeFirst();
}

export type DomainClaimRow = Selectable<SsoDomainClaimsTable>;

export function claimsOf(db: Executor, companyId: number): Promise<DomainClaimRow[]> {
  return db.selectFrom('ssoDomainClaims').selectAll().where('companyId', '=', companyId).orderBy('domain').execute();
}

export function findClaim(db: Executor, companyId: number, domain: string) {
  return db.selectFrom('ssoDomainClaims').selectAll().where('companyId', '=', companyId).where('domain', '=', domain).executeTakeFirst();
}

/** The domains this company proved: the only ones its provider may vouch for. */
export async function verifiedDomainsOf(db: Executor, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ssoDomainClaims')
    .select('domain')
    .where('companyId', '=', companyId)
    .where('verifiedDomain', 'is not', null)
    .execute();
  return rows.map((r) => r.domain);
}

/** The enabled configuration an e-mail domain signs in with: the company that proved the domain, if any. */
export function enabledConfigOfDomain(db: Executor, domain: string) {
  return db
    .selectFrom('ssoDomainClaims')
    .innerJoin('ssoConfigs', 'ssoConfigs.companyId', 'ssoDomainClaims.companyId')
    .selectAll('ssoConfigs')
    .where('ssoDomainClaims.verifiedDomain', '=', domain)
    .where('ssoConfigs.enabled', '=', 1)
    .executeTakeFirst();
}

/** Domains of this list another company has proved (a pending claim elsewhere blocks nobody). */
export async function domainsHeldElsewhere(db: Executor, companyId: number, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .selectFrom('ssoDomainClaims')
    .select('domain')
    .where('verifiedDomain', 'in', domains)
    .where('companyId', '<>', companyId)
    .execute();
  return rows.map((r) => r.domain);
}

/**
 * Saves the configuration and its domains: a domain kept keeps its claim (token, proof), a new one is claimed with a
 * fresh token, a removed one is dropped (and with it any proof).
 */
export async function saveConfig(db: Executor, row: SsoConfigRow, domains: string[], newToken: () => string) {
  const { companyId, createdAt: _created, ...changes } = row;
  await db
    .insertInto('ssoConfigs')
    .values(row)
    .onConflict((oc) => oc.column('companyId').doUpdateSet(changes))
    .execute();
  await db.deleteFrom('ssoDomainClaims').where('companyId', '=', companyId).where('domain', 'not in', domains).execute();
  const kept = new Set((await claimsOf(db, companyId)).map((c) => c.domain));
  const added = domains.filter((d) => !kept.has(d));
  if (added.length)
    await db
      .insertInto('ssoDomainClaims')
      .values(
        added.map((domain) => ({ domain, companyId, token: newToken(), verifiedDomain: null, verifiedAt: null, createdAt: row.updatedAt })),
      )
      .execute();
}

export async function markVerified(db: Executor, claimId: number, domain: string, at: string) {
  await db.updateTable('ssoDomainClaims').set({ verifiedDomain: domain, verifiedAt: at }).where('id', '=', claimId).execute();
}

export function insertSignIn(
  db: Executor,
  v: { stateHash: string; nonce: string; codeVerifier: string; companyId: number; createdAt: string },
) {
  return db.insertInto('ssoSignIns').values(v).execute();
}

export function findSignIn(db: Executor, stateHash: string) {
  return db.selectFrom('ssoSignIns').selectAll().where('stateHash', '=', stateHash).executeTakeFirst();
}

/** Marks a pending sign-in used only if nobody used it first; false means it was used already (a replay). */
export async function claimSignIn(db: Executor, id: number, at: string): Promise<boolean> {
  const res = await db.updateTable('ssoSignIns').set({ usedAt: at }).where('id', '=', id).where('usedAt', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Pending sign-ins older than this are of no use: removed as new ones start. */
export function deleteSignInsBefore(db: Executor, before: string) {
  return db.deleteFrom('ssoSignIns').where('createdAt', '<', before).execute();
}
