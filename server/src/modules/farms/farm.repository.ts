import type { Selectable } from 'kysely';
import type { FarmValues } from '@aquarisk/contract/schemas/farm-input.schema';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { FarmsTable } from '../../db/schema.ts';
import { farmVisibleTo, type FarmViewer } from '../access/index.ts';

export type { FarmViewer };
import { containsText } from '../../db/text-search.ts';

export type FarmRow = Selectable<FarmsTable>;
/** What the farm answer is made of: a full row, or a list row without the company and the timestamps. */
export type FarmAnswerRow = Omit<FarmRow, 'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'scheduledOn'>;
export type FarmFields = Omit<FarmValues, 'userExtIds'>;

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

/** What the risk model reads of an audit's farm (issue 22): species, place and production system. */
export function farmForScoring(db: Executor, farmId: number) {
  return db
    .selectFrom('farms')
    .select(['species', 'country', 'stateProvince', 'productionSystem'])
    .where('id', '=', farmId)
    .executeTakeFirstOrThrow();
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
  const users = await db
    .selectFrom('farmUsers')
    .select(['farmId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('farmId', 'in', farmIds)
    .groupBy('farmId')
    .execute();
  const surveys = await db
    .selectFrom('surveys')
    .select(['farmId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('farmId', 'in', farmIds)
    .groupBy('farmId')
    .execute();
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
  return db
    .updateTable('farms')
    .set({ ...toColumns(fields), updatedAt: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes the schedule columns (migration 045); next_audit_due is then recomputed by db/farm-schedules.ts. */
export async function updateFarmSchedule(
  db: Executor,
  id: number,
  values: Pick<FarmRow, 'scheduleKind' | 'scheduleCycleDate' | 'scheduledOn' | 'nextAuditDue'>,
) {
  await db.updateTable('farms').set(values).where('id', '=', id).execute();
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
    await db
      .insertInto('farmUsers')
      .values(userIds.map((userId) => ({ farmId, userId, createdAt: now })))
      .execute();
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

/** A farm of the company by its external id (no visibility rule: for admins' and company-wide calls). */
export function findCompanyFarm(db: Executor, companyId: number, externalId: string) {
  return db
    .selectFrom('farms')
    .select(['id', 'name', 'externalId', 'productionSystem'])
    .where('externalId', '=', externalId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

export function findFarmById(db: Executor, id: number) {
  return db.selectFrom('farms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function farmsByIds(db: Executor, ids: number[]) {
  return ids.length ? db.selectFrom('farms').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);
}

/** A farm with its company's external id and name, by the farm's row id. */
export function farmWithCompany(db: Executor, id: number) {
  return db
    .selectFrom('farms')
    .innerJoin('companies', 'companies.id', 'farms.companyId')
    .selectAll('farms')
    .select(['companies.externalId as companyExtId', 'companies.name as companyName'])
    .where('farms.id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function isFarmUser(db: Executor, farmId: number, userId: number) {
  return Boolean(
    await db.selectFrom('farmUsers').select('userId').where('farmId', '=', farmId).where('userId', '=', userId).executeTakeFirst(),
  );
}

export async function addFarmUser(db: Executor, farmId: number, userId: number) {
  await db.insertInto('farmUsers').values({ farmId, userId, createdAt: nowIso() }).execute();
}

/** Removes one farm assignment; false when there was none. */
export async function removeFarmUser(db: Executor, farmId: number, userId: number) {
  const res = await db.deleteFrom('farmUsers').where('farmId', '=', farmId).where('userId', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/**
 * The farms a user is assigned to, with their company's external id, by name; `withinCompaniesOf` limits them to
 * the companies that user (the caller) belongs to.
 */
export function assignedFarms(db: Executor, userId: number, withinCompaniesOf?: number) {
  let q = db
    .selectFrom('farms')
    .innerJoin('farmUsers', 'farmUsers.farmId', 'farms.id')
    .innerJoin('companies', 'companies.id', 'farms.companyId')
    .selectAll('farms')
    .select('companies.externalId as companyExtId')
    .where('farmUsers.userId', '=', userId);
  if (withinCompaniesOf !== undefined)
    q = q.where('farms.companyId', 'in', db.selectFrom('companyUsers').select('companyId').where('userId', '=', withinCompaniesOf));
  return q.orderBy('farms.name').execute();
}
