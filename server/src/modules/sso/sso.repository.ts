import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { SsoConfigsTable } from '../../db/schema.ts';

/** A company's SSO configuration as stored (migration 051). */
export type SsoConfigRow = Selectable<SsoConfigsTable>;

export function findConfig(db: Executor, companyId: number) {
  return db.selectFrom('ssoConfigs').selectAll().where('companyId', '=', companyId).executeTakeFirst();
}

export async function domainsOf(db: Executor, companyId: number): Promise<string[]> {
  const rows = await db.selectFrom('ssoDomains').select('domain').where('companyId', '=', companyId).orderBy('domain').execute();
  return rows.map((r) => r.domain);
}

/** The enabled configuration an e-mail domain signs in with, if any. */
export function enabledConfigOfDomain(db: Executor, domain: string) {
  return db
    .selectFrom('ssoDomains')
    .innerJoin('ssoConfigs', 'ssoConfigs.companyId', 'ssoDomains.companyId')
    .selectAll('ssoConfigs')
    .where('ssoDomains.domain', '=', domain)
    .where('ssoConfigs.enabled', '=', 1)
    .executeTakeFirst();
}

/** Domains of this list that another company holds already. */
export async function domainsHeldElsewhere(db: Executor, companyId: number, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .selectFrom('ssoDomains')
    .select('domain')
    .where('domain', 'in', domains)
    .where('companyId', '<>', companyId)
    .execute();
  return rows.map((r) => r.domain);
}

export async function saveConfig(db: Executor, row: SsoConfigRow, domains: string[]) {
  const { companyId, createdAt: _created, ...changes } = row;
  await db
    .insertInto('ssoConfigs')
    .values(row)
    .onConflict((oc) => oc.column('companyId').doUpdateSet(changes))
    .execute();
  await db.deleteFrom('ssoDomains').where('companyId', '=', companyId).execute();
  await db
    .insertInto('ssoDomains')
    .values(domains.map((domain) => ({ domain, companyId })))
    .execute();
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
