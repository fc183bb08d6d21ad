import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { jsonArrayFrom } from '../../db/json-array.ts';
import type { Database } from '../../db/schema.ts';
import { farmAuditVisibleTo, farmVisibleTo, type FarmViewer } from '../access/index.ts';

type FarmScope = ExpressionBuilder<Database, 'farms'>;

/** The scored audits of the farm in scope that the viewer sees (the access module's rule for audits of a farm). */
function scoredSurveysOfFarm(eb: FarmScope, v: FarmViewer) {
  return eb
    .selectFrom('surveys as l')
    .select('l.id')
    .whereRef('l.farmId', '=', 'farms.id')
    .where('l.state', '=', 'SCORED')
    .where(farmAuditVisibleTo(v));
}

/** The farm's latest scored audit (by launch time, then id): one seek on (farm_id, state, created_at, id). */
const latestScoredId = (eb: FarmScope, v: FarmViewer) =>
  scoredSurveysOfFarm(eb, v).orderBy('l.createdAt', 'desc').orderBy('l.id', 'desc').limit(1);

/** Visible farms of the company with the id of their latest scored audit (null without one). */
function visibleFarmsWithLatest(db: Executor, v: FarmViewer) {
  return db
    .selectFrom('farms')
    .select((eb) => ['farms.id as farmId', latestScoredId(eb, v).as('latestId')])
    .where(farmVisibleTo(v))
    .as('vf');
}

const FARM_COLUMNS = [
  'farms.externalId as farmExtId',
  'farms.name as farmName',
  'farms.country',
  'farms.latitude',
  'farms.longitude',
  'farms.currencyCode',
  'farms.actualValue',
  'farms.avgValue',
  'farms.maxValue',
  'farms.animalCount',
  'farms.harvestWeight',
  'farms.stockingDensity',
  'farms.stockingWeight',
  'farms.tonnage',
] as const;

/**
 * The map's rows for a viewer who sees the whole company, from each farm's maintained latest score (migration 041):
 * one seek per farm, no search over its audits, and that audit's row by key for its day. The same row shape as mapFarms.
 */
export function mapFarmsOfCompany(db: Executor, companyId: number, scoredOnly: boolean) {
  let q = db
    .selectFrom('farms')
    .leftJoin('farmLatestScores as ls', 'ls.farmId', 'farms.id')
    .leftJoin('surveys as la', 'la.id', 'ls.surveyId')
    .select((eb) => eb.fn.coalesce('la.surveyDate', 'la.createdAt').as('auditDay'))
    .select([
      ...FARM_COLUMNS,
      'ls.surveyId as surveyRowId',
      'ls.surveyExtId as surveyId',
      'ls.surveyName',
      'ls.normScore',
      'ls.risk',
      'ls.stepRiskCounts',
      'ls.sectionsJson as sections',
    ])
    .where('farms.companyId', '=', companyId);
  if (scoredOnly) q = q.where('ls.farmId', 'is not', null);
  return q.execute();
}

/** Farms per risk level of their latest scored audit (or of one section of it), for a viewer who sees the company. */
export async function riskCountsOfCompany(db: Executor, companyId: number, section: string | undefined) {
  const rows = section
    ? await db
        .selectFrom('farmLatestScores as ls')
        .innerJoin('surveySectionScores as ss', 'ss.surveyId', 'ls.surveyId')
        .select((eb) => ['ss.risk as risk', eb.fn.countAll<number>().as('n')])
        .where('ls.companyId', '=', companyId)
        // Not by the (name, risk) index, which would read that section of every audit in the database: from the
        // company's farms, each audit's sections by its key (`|| ''` keeps both planners off that index).
        .where(sql<string>`ss.name || ''`, '=', section)
        .groupBy('ss.risk')
        .execute()
    : await db
        .selectFrom('farmLatestScores as ls')
        .select((eb) => ['ls.risk as risk', eb.fn.countAll<number>().as('n')])
        .where('ls.companyId', '=', companyId)
        .groupBy('ls.risk')
        .execute();
  return new Map(rows.map((r) => [r.risk, Number(r.n)]));
}

/**
 * What the company-wide map's answer depends on, cheap to read: the farms' count, id sum and latest change, and the
 * same of the latest-score rows (a farm added, edited or deleted, or an audit scored, moves one of them).
 */
export async function companyMapVersion(db: Executor, companyId: number) {
  const [farms, scores] = await Promise.all([
    db
      .selectFrom('farms')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('id').as('ids'), eb.fn.max('updatedAt').as('at')])
      .where('companyId', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('farmLatestScores')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('surveyId').as('ids'), eb.fn.max('updatedAt').as('at')])
      .where('companyId', '=', companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return [farms.n, farms.ids, farms.at, scores.n, scores.ids, scores.at].map((x) => String(x ?? '')).join('|');
}

export function mapFarms(db: Executor, v: FarmViewer, scoredOnly: boolean) {
  let q = db
    .selectFrom(visibleFarmsWithLatest(db, v))
    .innerJoin('farms', 'farms.id', 'vf.farmId')
    .leftJoin('surveys as s', 's.id', 'vf.latestId')
    .select([
      ...FARM_COLUMNS,
      's.id as surveyRowId',
      's.externalId as surveyId',
      's.name as surveyName',
      's.normScore',
      's.risk',
      's.stepRiskCounts',
      (eb) => eb.fn.coalesce('s.surveyDate', 's.createdAt').as('auditDay'),
      (eb) =>
        jsonArrayFrom(
          db,
          eb
            .selectFrom('surveySectionScores as ss')
            .select(['ss.ordinal', 'ss.name', 'ss.risk', 'ss.normScore as norm', 'ss.score'])
            .whereRef('ss.surveyId', '=', 's.id'),
        ).as('sections'),
    ]);
  if (scoredOnly) q = q.where('vf.latestId', 'is not', null);
  // Sorted by the caller: sorting 20,000 wide rows in SQL costs more than in JavaScript.
  return q.execute();
}

/** Farms per risk level of their latest scored audit, or of one section of it. */
export async function riskCounts(db: Executor, v: FarmViewer, section: string | undefined) {
  const latest = visibleFarmsWithLatest(db, v);
  const rows = section
    ? await db
        .selectFrom(latest)
        .innerJoin('surveySectionScores as ss', 'ss.surveyId', 'vf.latestId')
        .select((eb) => ['ss.risk as risk', eb.fn.countAll<number>().as('n')])
        .where('ss.name', '=', section)
        .groupBy('ss.risk')
        .execute()
    : await db
        .selectFrom(latest)
        .innerJoin('surveys as s', 's.id', 'vf.latestId')
        .select((eb) => ['s.risk as risk', eb.fn.countAll<number>().as('n')])
        .groupBy('s.risk')
        .execute();
  return new Map(rows.map((r) => [r.risk, Number(r.n)]));
}

/**
 * Country data, one row per country and currency: counts and sums over the visible farms (only those with a scored
 * audit when asked). Values stay apart by currency; `valued` counts the farms with an average or maximum value.
 */
export async function countryCurrencyTotals(db: Executor, v: FarmViewer, scoredOnly: boolean) {
  let q = db
    .selectFrom('farms')
    .select((eb) => [
      'farms.country',
      'farms.currencyCode',
      eb.fn.countAll<number>().as('farmCount'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.or([eb('farms.avgValue', 'is not', null), eb('farms.maxValue', 'is not', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('valued'),
      eb.fn.coalesce(eb.fn.sum<number>('farms.animalCount'), eb.lit(0)).as('animalCount'),
      eb.fn.coalesce(eb.fn.sum<number>('farms.avgValue'), eb.lit(0)).as('avgValue'),
      eb.fn.coalesce(eb.fn.sum<number>('farms.maxValue'), eb.lit(0)).as('maxValue'),
      eb.fn.coalesce(eb.fn.sum<number>('farms.tonnage'), eb.lit(0)).as('tonnage'),
    ])
    .where(farmVisibleTo(v));
  // A company-wide viewer sees every audit: a farm has a visible scored audit exactly when it has a latest-score row.
  if (scoredOnly && v.companyWide)
    q = q.where((eb) => eb.exists(eb.selectFrom('farmLatestScores as ls').select('ls.farmId').whereRef('ls.farmId', '=', 'farms.id')));
  else if (scoredOnly) q = q.where((eb) => eb.exists(scoredSurveysOfFarm(eb, v)));
  const rows = await q.groupBy(['farms.country', 'farms.currencyCode']).execute();
  return rows.map((r) => ({
    country: r.country,
    currencyCode: r.currencyCode,
    farmCount: Number(r.farmCount),
    valued: Number(r.valued),
    animalCount: Number(r.animalCount),
    avgValue: Number(r.avgValue),
    maxValue: Number(r.maxValue),
    tonnage: Number(r.tonnage),
  }));
}

/** Countries with the number of visible farms in each. */
export async function countryFarmCounts(db: Executor, v: FarmViewer) {
  const rows = await db
    .selectFrom('farms')
    .select((eb) => ['farms.country', eb.fn.countAll<number>().as('farmCount')])
    .where(farmVisibleTo(v))
    .groupBy('farms.country')
    .execute();
  return rows.map((r) => ({ country: r.country, farmCount: Number(r.farmCount) }));
}
