import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export function findUpload(db: Executor, surveyId: number) {
  return db.selectFrom('environmentUploads').selectAll().where('surveyId', '=', surveyId).executeTakeFirst();
}

/** Each parameter of the live series (not an import's pending set) with count, min, mean, max and its time span, computed by the database. */
export function parameterStats(db: Executor, surveyId: number) {
  return db
    .selectFrom('environmentParameters as p')
    .leftJoin('environmentReadings as r', 'r.parameterId', 'p.id')
    .select((eb) => [
      'p.id',
      'p.key',
      'p.label',
      'p.unit',
      eb.fn.count<number>('r.value').as('count'),
      eb.fn.min<number | null>('r.value').as('min'),
      eb.fn.avg<number | null>('r.value').as('mean'),
      eb.fn.max<number | null>('r.value').as('max'),
      eb.fn.min<number | null>('r.tsMs').as('fromMs'),
      eb.fn.max<number | null>('r.tsMs').as('toMs'),
    ])
    .where('p.surveyId', '=', surveyId)
    .where('p.pendingImport', 'is', null)
    .groupBy(['p.id', 'p.key', 'p.label', 'p.unit', 'p.ordinal'])
    .orderBy('p.ordinal')
    .execute();
}

export function allPoints(db: Executor, parameterId: number) {
  return db.selectFrom('environmentReadings').select(['tsMs', 'value']).where('parameterId', '=', parameterId).orderBy('tsMs').execute();
}

/**
 * At most 2 × `buckets` points of a long series: the time span cut into equal buckets, and in each the lowest and the
 * highest reading (the earliest one when a value repeats), so peaks and troughs survive the thinning. Aggregates and
 * a join, no sort by value: one pass to find each bucket's extremes, one to pick their readings.
 */
export async function thinnedPoints(db: Executor, parameterId: number, fromMs: number, toMs: number, buckets: number) {
  const bucket = sql`cast(((ts_ms - ${sql.lit(fromMs)}) * ${sql.lit(buckets)}) / ${sql.lit(toMs - fromMs + 1)} as integer)`;
  const readings = sql`select ts_ms, value, ${bucket} as b from environment_readings where parameter_id = ${parameterId}`;
  const result = await sql<{ tsMs: number | string; value: number }>`
    select min(r.ts_ms) as ts_ms, r.value from (${readings}) r
    join (select b, min(value) as lo, max(value) as hi from (${readings}) x group by b) extremes
      on extremes.b = r.b and (r.value = extremes.lo or r.value = extremes.hi)
    group by r.b, r.value
    order by ts_ms`.execute(db);
  return result.rows.map((r) => ({ tsMs: Number(r.tsMs), value: Number(r.value) }));
}
