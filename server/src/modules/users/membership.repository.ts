import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { containsText } from '../../db/text-search.ts';

export function isMember(db: Executor, companyId: number, userId: number) {
  return db.selectFrom('companyUsers').select('userId').where('companyId', '=', companyId).where('userId', '=', userId).executeTakeFirst();
}

export function addMember(db: Executor, companyId: number, userId: number) {
  return db.insertInto('companyUsers').values({ companyId, userId, createdAt: nowIso() }).execute();
}

/** Company members by externalId; unknown ids or non-members are left out (callers compare lengths). */
export function membersByExternalIds(db: Executor, companyId: number, externalIds: string[]) {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .innerJoin('companyUsers', 'companyUsers.userId', 'users.id')
    .select(['users.id', 'users.externalId', 'users.email', 'users.fullName'])
    .where('companyUsers.companyId', '=', companyId)
    .where('users.externalId', 'in', externalIds)
    .execute();
}

export function memberByExternalId(db: Executor, companyId: number, externalId: string) {
  return db
    .selectFrom('users')
    .innerJoin('companyUsers', 'companyUsers.userId', 'users.id')
    .selectAll('users')
    .where('companyUsers.companyId', '=', companyId)
    .where('users.externalId', '=', externalId)
    .executeTakeFirst();
}

export function memberByEmail(db: Executor, companyId: number, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('companyUsers', 'companyUsers.userId', 'users.id')
    .selectAll('users')
    .where('companyUsers.companyId', '=', companyId)
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function listMembers(db: Executor, companyId: number) {
  return db
    .selectFrom('users')
    .innerJoin('companyUsers', 'companyUsers.userId', 'users.id')
    .selectAll('users')
    .select((eb) =>
      eb
        .selectFrom('farmUsers')
        .innerJoin('farms', 'farms.id', 'farmUsers.farmId')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('farmUsers.userId', '=', 'users.id')
        .where('farms.companyId', '=', companyId)
        .as('farmCount'),
    )
    .where('companyUsers.companyId', '=', companyId)
    .orderBy('users.fullName')
    .orderBy('users.email')
    .execute();
}

export function searchMembers(db: Executor, companyId: number, text: string, limit = 20) {
  return db
    .selectFrom('users')
    .innerJoin('companyUsers', 'companyUsers.userId', 'users.id')
    .select(['users.externalId', 'users.fullName', 'users.email'])
    .where('companyUsers.companyId', '=', companyId)
    .where((eb) => eb.or([containsText('users.fullName', text), containsText('users.email', text)]))
    .orderBy('users.fullName')
    .limit(limit)
    .execute();
}

/** Removes a member and their farm and audit assignments within that company. */
export async function removeMember(db: Executor, companyId: number, userId: number) {
  await db
    .deleteFrom('farmUsers')
    .where('userId', '=', userId)
    .where('farmId', 'in', db.selectFrom('farms').select('id').where('companyId', '=', companyId))
    .execute();
  await db
    .deleteFrom('surveyUsers')
    .where('userId', '=', userId)
    .where('surveyId', 'in', db.selectFrom('surveys').select('id').where('companyId', '=', companyId))
    .execute();
  await db.deleteFrom('companyUsers').where('companyId', '=', companyId).where('userId', '=', userId).execute();
}

export async function membershipCount(db: Executor, userId: number) {
  const r = await db
    .selectFrom('companyUsers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
