import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

// A member's farm assignments within one company, as the company's user screens read and replace them. The farms
// module owns the farms; the assignment of a member is the users module's (it sits below farms in docs/architecture.md).

/** How many farms of a company a user is assigned to. */
export async function assignedFarmCount(db: Executor, userId: number, companyId: number) {
  const row = await db
    .selectFrom('farmUsers')
    .innerJoin('farms', 'farms.id', 'farmUsers.farmId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('farmUsers.userId', '=', userId)
    .where('farms.companyId', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The company's farms with these external ids (those that exist). */
export function companyFarmsByExternalIds(db: Executor, companyId: number, externalIds: string[]) {
  return externalIds.length
    ? db.selectFrom('farms').select(['id', 'name']).where('companyId', '=', companyId).where('externalId', 'in', externalIds).execute()
    : Promise.resolve([]);
}

/** The names of the company's farms a user is assigned to. */
export async function assignedFarmNames(db: Executor, userId: number, companyId: number) {
  const rows = await db
    .selectFrom('farmUsers')
    .innerJoin('farms', 'farms.id', 'farmUsers.farmId')
    .select('farms.name')
    .where('farmUsers.userId', '=', userId)
    .where('farms.companyId', '=', companyId)
    .execute();
  return rows.map((r) => r.name);
}

/** Replaces a user's assignments within one company by these farms. */
export async function replaceUserFarms(db: Executor, userId: number, companyId: number, farmIds: number[]) {
  await db
    .deleteFrom('farmUsers')
    .where('userId', '=', userId)
    .where('farmId', 'in', db.selectFrom('farms').select('id').where('companyId', '=', companyId))
    .execute();
  if (farmIds.length) {
    const now = nowIso();
    await db
      .insertInto('farmUsers')
      .values(farmIds.map((farmId) => ({ farmId, userId, createdAt: now })))
      .execute();
  }
}
