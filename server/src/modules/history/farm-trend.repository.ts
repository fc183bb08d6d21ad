import { sql } from 'kysely';
import { TREND_MAX_AUDITS } from '@aquarisk/contract/schemas/trend.schema';
import type { Executor } from '../../db/database.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { surveyVisibleTo } from '../access/index.ts';

/**
 * The farm's scored audits this user sees, newest first, at most TREND_MAX_AUDITS: one query on the index on
 * surveys.farm_id, whatever the company's size.
 */
export function scoredAuditsOfFarm(db: Executor, user: AuthUser, farmId: number) {
  return db
    .selectFrom('surveys')
    .leftJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
    .select([
      'surveys.id',
      'surveys.externalId',
      'surveys.name',
      'surveys.surveyDate',
      'surveys.createdAt',
      'surveys.normScore',
      'surveys.risk',
      'surveys.snapshotId',
      'surveySnapshots.hash as snapshotHash',
    ])
    .where('surveys.farmId', '=', farmId)
    .where('surveys.state', '=', 'SCORED')
    .where(surveyVisibleTo(user))
    .orderBy('surveys.createdAt', 'desc')
    .orderBy('surveys.id', 'desc')
    .limit(TREND_MAX_AUDITS)
    .execute();
}
export type TrendAuditRow = Awaited<ReturnType<typeof scoredAuditsOfFarm>>[number];

/** The farm's place and species, which select the rule packs and so the limits drawn. */
export function farmForTrend(db: Executor, farmId: number) {
  return db
    .selectFrom('farms')
    .select(['id', 'name', 'species', 'country', 'stateProvince'])
    .where('id', '=', farmId)
    .executeTakeFirstOrThrow();
}

/** The stored section scores of these audits (one query). */
export function sectionScoresOf(db: Executor, surveyIds: readonly number[]) {
  if (surveyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('surveySectionScores')
    .select(['surveyId', 'sectionId', 'name', 'ordinal', 'normScore', 'risk'])
    .where('surveyId', 'in', [...surveyIds])
    .orderBy('surveyId')
    .orderBy('ordinal')
    .execute();
}

/** The answers of these audits to these questions (the priced ones): one query on the answers' primary key. */
export function answersTo(db: Executor, surveyIds: readonly number[], questionIds: readonly number[]) {
  if (surveyIds.length === 0 || questionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('surveyAnswers')
    .select(['surveyId', 'questionId', 'answerStr'])
    .where('surveyId', 'in', [...surveyIds])
    .where('questionId', 'in', [...questionIds])
    .execute();
}

/** Each environmental parameter of these audits' live series, with its label, unit and time span. */
export function environmentParametersOf(db: Executor, surveyIds: readonly number[]) {
  if (surveyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('environmentParameters as p')
    .leftJoin('environmentReadings as r', 'r.parameterId', 'p.id')
    .select((eb) => [
      'p.surveyId',
      'p.key',
      'p.label',
      'p.unit',
      'p.ordinal',
      eb.fn.min<number | string | null>('r.tsMs').as('fromMs'),
      eb.fn.max<number | string | null>('r.tsMs').as('toMs'),
    ])
    .where('p.surveyId', 'in', [...surveyIds])
    .where('p.pendingImport', 'is', null)
    .groupBy(['p.id', 'p.surveyId', 'p.key', 'p.label', 'p.unit', 'p.ordinal'])
    .execute();
}

/**
 * The readings of these audits, thinned on one time axis [fromMs, toMs] cut into `buckets` equal spans: per parameter
 * key and span, the lowest and the highest reading (the earliest when a value repeats), so peaks and troughs survive.
 * At most 2 × buckets points per key, whatever the number of readings; one query, two passes over the readings.
 */
export async function thinnedReadings(db: Executor, surveyIds: readonly number[], fromMs: number, toMs: number, buckets: number) {
  if (surveyIds.length === 0) return [];
  const ids = sql.join(surveyIds.map((id) => sql.lit(id)));
  const bucket = sql`cast(((r.ts_ms - ${sql.lit(fromMs)}) * ${sql.lit(buckets)}) / ${sql.lit(toMs - fromMs + 1)} as integer)`;
  const result = await sql<{ key: string; tsMs: number | string; value: number | string; surveyId: number }>`
    with readings as (
      select p.key, p.survey_id, r.ts_ms, r.value, ${bucket} as b
      from environment_parameters p join environment_readings r on r.parameter_id = p.id
      where p.survey_id in (${ids}) and p.pending_import is null
    )
    select r.key, min(r.ts_ms) as ts_ms, r.value, min(r.survey_id) as survey_id
    from readings r
    join (select key, b, min(value) as lo, max(value) as hi from readings group by key, b) e
      on e.key = r.key and e.b = r.b and (r.value = e.lo or r.value = e.hi)
    group by r.key, r.b, r.value
    order by r.key, ts_ms`.execute(db);
  return result.rows.map((r) => ({ key: r.key, tsMs: Number(r.tsMs), value: Number(r.value), surveyId: Number(r.surveyId) }));
}
