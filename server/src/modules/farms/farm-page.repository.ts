import type { Executor } from '../../db/database.ts';
import { latestAuditDayOfFarm } from '../../db/farm-audit-age.ts';
import { containsText } from '../../db/text-search.ts';
import { farmVisibleTo, type FarmViewer } from '../access/index.ts';

/** The columns the farm answer is made of (toFarm in farm.mapper.ts), no more: list rows leave out the company and the timestamps. */
export const farmListColumns = [
  'farms.id',
  'farms.externalId',
  'farms.name',
  'farms.description',
  'farms.siteId',
  'farms.siteType',
  'farms.species',
  'farms.productionSystem',
  'farms.country',
  'farms.stateProvince',
  'farms.latitude',
  'farms.longitude',
  'farms.animalCount',
  'farms.tonnage',
  'farms.farmArea',
  'farms.growingArea',
  'farms.harvestWeight',
  'farms.stockingDensity',
  'farms.stockingWeight',
  'farms.structureCount',
  'farms.structuresJson',
  'farms.startYear',
  'farms.duration',
  'farms.surveyDate',
  'farms.currencyCode',
  'farms.actualValue',
  'farms.avgValue',
  'farms.maxValue',
  'farms.scheduleKind',
  'farms.scheduleCycleDate',
  'farms.nextAuditDue',
] as const;

/** The last farm of a page, where the next one starts; `due` when it was among the due farms listed first. */
export interface FarmKey {
  name: string;
  id: number;
  due?: string | undefined;
}

function visibleMatching(db: Executor, v: FarmViewer, q: string | undefined) {
  let query = db.selectFrom('farms').where(farmVisibleTo(v));
  if (q) query = query.where(containsText('farms.name', q));
  return query;
}

/**
 * One page of the visible farms in (name, id) order, after `after`: read from the (company_id, name, id) index.
 * With `dueBy`, the farms due by that day are left out (they were listed first, by pageDueFarms).
 */
export function pageVisibleFarms(db: Executor, v: FarmViewer, q: string | undefined, after: FarmKey | null, size: number, dueBy?: string) {
  let query = visibleMatching(db, v, q)
    .select(farmListColumns)
    .select((eb) => latestAuditDayOfFarm(eb).as('latestAuditDay'));
  if (dueBy) query = query.where((eb) => eb.or([eb('farms.nextAuditDue', 'is', null), eb('farms.nextAuditDue', '>', dueBy)]));
  if (after) query = query.where((eb) => eb(eb.refTuple('farms.name', 'farms.id'), '>', eb.tuple(after.name, after.id)));
  return query.orderBy('farms.name').orderBy('farms.id').limit(size).execute();
}

/**
 * The visible farms due by `dueBy` (overdue, due, due soon), earliest due first, after `after` (a due-phase key):
 * read from the (company_id, next_audit_due, name, id) index (migration 045).
 */
export function pageDueFarms(db: Executor, v: FarmViewer, q: string | undefined, dueBy: string, after: FarmKey | null, size: number) {
  let query = visibleMatching(db, v, q)
    .select(farmListColumns)
    .select((eb) => latestAuditDayOfFarm(eb).as('latestAuditDay'))
    .where('farms.nextAuditDue', '<=', dueBy);
  if (after?.due !== undefined) {
    const { due, name, id } = after;
    query = query.where((eb) => eb(eb.refTuple('farms.nextAuditDue', 'farms.name', 'farms.id'), '>', eb.tuple(due, name, id)));
  }
  return query.orderBy('farms.nextAuditDue').orderBy('farms.name').orderBy('farms.id').limit(size).execute();
}

export async function countVisibleFarms(db: Executor, v: FarmViewer, q: string | undefined) {
  const row = await visibleMatching(db, v, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every visible farm, with only what the farms map shows. */
export function visibleFarmPoints(db: Executor, v: FarmViewer) {
  return visibleMatching(db, v, undefined)
    .select([
      'farms.externalId',
      'farms.name',
      'farms.latitude',
      'farms.longitude',
      'farms.country',
      'farms.stateProvince',
      'farms.species',
    ])
    .orderBy('farms.name')
    .orderBy('farms.id')
    .execute();
}
