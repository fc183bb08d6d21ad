import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Farm, FarmValues } from '@aquarisk/contract/schemas/farm.schema';
import { farmNumberFields, farmTextFields, pickFields, type FarmNumberField, type FarmTextField } from '@aquarisk/contract/farm-fields';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { Database, FarmsTable } from '../../db/schema.ts';
import { containsText } from '../../db/text-search.ts';

export type FarmRow = Selectable<FarmsTable>;
export type FarmFields = Omit<FarmValues, 'userExtIds'>;

export interface FarmViewer {
  userId: number;
  companyId: number;
  companyWide: boolean;
}

/** SQL visibility of a farm: company-wide viewers see all; others their assigned farms and farms of their audits. */
export function farmVisibleTo(v: FarmViewer) {
  return (eb: ExpressionBuilder<Database, 'farms'>) => {
    const inCompany = eb('farms.companyId', '=', v.companyId);
    if (v.companyWide) return inCompany;
    return eb.and([
      inCompany,
      eb.or([
        eb.exists(eb.selectFrom('farmUsers').select('farmUsers.farmId').whereRef('farmUsers.farmId', '=', 'farms.id').where('farmUsers.userId', '=', v.userId)),
        eb.exists(
          eb
            .selectFrom('surveys')
            .innerJoin('surveyUsers', 'surveyUsers.surveyId', 'surveys.id')
            .select('surveys.id')
            .whereRef('surveys.farmId', '=', 'farms.id')
            .where('surveyUsers.userId', '=', v.userId),
        ),
      ]),
    ]);
  };
}

export function toFarm(row: FarmRow, companyExtId: string, extra?: { userCount?: number; surveyCount?: number }): Farm {
  return {
    externalId: row.externalId,
    companyExtId,
    ...farmFields(row),
    availableMediaCategories: [],
    ...(extra ?? {}),
  };
}

export function farmFields(row: FarmRow): FarmFields {
  const text = pickFields<FarmTextField, string | null>(farmTextFields, row, null);
  const numbers = pickFields<FarmNumberField, number | null>(farmNumberFields, row, null);
  return {
    ...text,
    name: row.name,
    ...numbers,
    // PostgreSQL answers a bigint column as text.
    animalCount: row.animalCount === null ? null : Number(row.animalCount),
    structures: JSON.parse(row.structuresJson) as string[],
    surveyDate: row.surveyDate,
  };
}

/** Times are stored in UTC ISO 8601 on both databases; a date or a time without offset is read as UTC. */
function toUtcIso(value: string): string {
  const withZone = /^\d{4}-\d{2}-\d{2}$/.test(value) || /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  return new Date(withZone).toISOString();
}

function toColumns(f: FarmFields) {
  const { structures, surveyDate, ...rest } = f;
  return { ...rest, surveyDate: surveyDate === null ? null : toUtcIso(surveyDate), structuresJson: JSON.stringify(structures) };
}

export function listVisibleFarms(db: Executor, v: FarmViewer) {
  return db.selectFrom('farms').selectAll('farms').where(farmVisibleTo(v)).orderBy('farms.name').orderBy('farms.id').execute();
}

export function searchVisibleFarms(db: Executor, v: FarmViewer, name: string, limit = 20) {
  return db
    .selectFrom('farms')
    .selectAll('farms')
    .where(farmVisibleTo(v))
    .where(containsText('farms.name', name))
    .orderBy('farms.name')
    .limit(limit)
    .execute();
}

export function findVisibleFarm(db: Executor, v: FarmViewer, externalId: string) {
  return db.selectFrom('farms').selectAll('farms').where('farms.externalId', '=', externalId).where(farmVisibleTo(v)).executeTakeFirst();
}

/** User and audit counts of every farm of a company, in two grouped queries (no list of ids). */
export async function companyFarmCounts(db: Executor, companyId: number) {
  const out = new Map<number, { userCount: number; surveyCount: number }>();
  const users = await db
    .selectFrom('farmUsers')
    .innerJoin('farms', 'farms.id', 'farmUsers.farmId')
    .select(['farmUsers.farmId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('farms.companyId', '=', companyId)
    .groupBy('farmUsers.farmId')
    .execute();
  const surveys = await db
    .selectFrom('surveys')
    .select(['farmId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('companyId', '=', companyId)
    .groupBy('farmId')
    .execute();
  for (const u of users) out.set(u.farmId, { userCount: Number(u.n), surveyCount: 0 });
  for (const r of surveys) out.set(r.farmId, { userCount: out.get(r.farmId)?.userCount ?? 0, surveyCount: Number(r.n) });
  return out;
}

export async function farmCounts(db: Executor, farmIds: number[]) {
  const out = new Map<number, { userCount: number; surveyCount: number }>();
  for (const id of farmIds) out.set(id, { userCount: 0, surveyCount: 0 });
  if (farmIds.length === 0) return out;
  const users = await db.selectFrom('farmUsers').select(['farmId', (eb) => eb.fn.countAll<number>().as('n')]).where('farmId', 'in', farmIds).groupBy('farmId').execute();
  const surveys = await db.selectFrom('surveys').select(['farmId', (eb) => eb.fn.countAll<number>().as('n')]).where('farmId', 'in', farmIds).groupBy('farmId').execute();
  for (const u of users) out.get(u.farmId)!.userCount = Number(u.n);
  for (const s of surveys) out.get(s.farmId)!.surveyCount = Number(s.n);
  return out;
}

export async function insertFarm(db: Executor, companyId: number, externalId: string, fields: FarmFields) {
  const now = nowIso();
  return db
    .insertInto('farms')
    .values({ externalId, companyId, ...toColumns(fields), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateFarm(db: Executor, id: number, fields: FarmFields) {
  return db.updateTable('farms').set({ ...toColumns(fields), updatedAt: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteFarm(db: Executor, id: number) {
  await db.deleteFrom('farms').where('id', '=', id).execute();
}

export function farmUsers(db: Executor, farmId: number) {
  return db
    .selectFrom('farmUsers')
    .innerJoin('users', 'users.id', 'farmUsers.userId')
    .select(['users.id', 'users.externalId', 'users.email', 'users.username', 'users.fullName', 'users.phone'])
    .where('farmUsers.farmId', '=', farmId)
    .orderBy('users.fullName')
    .orderBy('users.email')
    .execute();
}

export async function replaceFarmUsers(db: Executor, farmId: number, userIds: number[]) {
  await db.deleteFrom('farmUsers').where('farmId', '=', farmId).execute();
  if (userIds.length) {
    const now = nowIso();
    await db.insertInto('farmUsers').values(userIds.map((userId) => ({ farmId, userId, createdAt: now }))).execute();
  }
}

export function visibleLocations(db: Executor, v: FarmViewer) {
  return db
    .selectFrom('farms')
    .select(['farms.country', 'farms.stateProvince'])
    .distinct()
    .where(farmVisibleTo(v))
    .where('farms.country', 'is not', null)
    .orderBy('farms.country')
    .orderBy('farms.stateProvince')
    .execute();
}
