import { ADMIN_ROLE } from '@aquarisk/contract/capabilities';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { CompaniesTable } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { companyVisibleTo } from '../access/index.ts';
import type { Company } from '@aquarisk/contract/schemas/company.schema';

export type CompanyRow = Selectable<CompaniesTable>;
export type CompanyValues = Omit<Company, 'externalId' | 'userCount' | 'farmCount'>;

/** Companies visible to a user (the access module's rule): every company for an admin, memberships otherwise. */
export function listCompanies(db: Executor, user: AuthUser) {
  return db
    .selectFrom('companies')
    .selectAll('companies')
    .where(companyVisibleTo(user))
    .orderBy('companies.name')
    .orderBy('companies.id')
    .execute();
}

export function findCompanyById(db: Executor, id: number) {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function countsFor(db: Executor, companyIds: number[]) {
  const result = new Map<number, { userCount: number; farmCount: number }>();
  if (companyIds.length === 0) return result;
  const users = await db
    .selectFrom('companyUsers')
    .select(['companyId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('companyId', 'in', companyIds)
    .groupBy('companyId')
    .execute();
  const farms = await db
    .selectFrom('farms')
    .select(['companyId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('companyId', 'in', companyIds)
    .groupBy('companyId')
    .execute();
  for (const id of companyIds) result.set(id, { userCount: 0, farmCount: 0 });
  for (const u of users) result.get(u.companyId)!.userCount = Number(u.n);
  for (const f of farms) result.get(f.companyId)!.farmCount = Number(f.n);
  return result;
}

export async function insertCompany(db: Executor, externalId: string, values: CompanyValues) {
  const now = nowIso();
  return db
    .insertInto('companies')
    .values({ externalId, ...values, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCompany(db: Executor, id: number, values: CompanyValues) {
  return db
    .updateTable('companies')
    .set({ ...values, updatedAt: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setAuditInterval(db: Executor, id: number, months: number) {
  await db.updateTable('companies').set({ auditIntervalMonths: months, updatedAt: nowIso() }).where('id', '=', id).execute();
}

/** Members whose only company is this one, and who are not admins: removed with the company. */
export function soleMembers(db: Executor, companyId: number) {
  return db
    .selectFrom('companyUsers as cu')
    .select('cu.userId')
    .where('cu.companyId', '=', companyId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('companyUsers as other')
            .select('other.userId')
            .whereRef('other.userId', '=', 'cu.userId')
            .where('other.companyId', '<>', companyId),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('userRoles')
            .select('userRoles.userId')
            .whereRef('userRoles.userId', '=', 'cu.userId')
            .where('userRoles.role', '=', ADMIN_ROLE),
        ),
      ),
    )
    .execute();
}

export async function deleteCompany(db: Executor, id: number) {
  const orphans = (await soleMembers(db, id)).map((r) => r.userId);
  // Foreign keys cascade farms, audits, memberships and assignments.
  await db.deleteFrom('companies').where('id', '=', id).execute();
  if (orphans.length) await db.deleteFrom('users').where('id', 'in', orphans).execute();
  return orphans.length;
}
