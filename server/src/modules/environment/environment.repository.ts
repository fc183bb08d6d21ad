import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { CsvParameter, CsvReading } from './environment-csv.ts';

/** Removes an audit's readings, parameters and upload record (a re-upload replaces the whole series). */
export async function clearEnvironment(db: Executor, surveyId: number) {
  const params = db.selectFrom('environmentParameters').select('id').where('surveyId', '=', surveyId);
  await db.deleteFrom('environmentReadings').where('parameterId', 'in', params).execute();
  await db.deleteFrom('environmentParameters').where('surveyId', '=', surveyId).execute();
  await db.deleteFrom('environmentUploads').where('surveyId', '=', surveyId).execute();
}

export async function insertParameters(db: Executor, surveyId: number, parameters: CsvParameter[]): Promise<number[]> {
  const rows = await db
    .insertInto('environmentParameters')
    .values(parameters.map((p, ordinal) => ({ surveyId, key: p.key, label: p.label, unit: p.unit, ordinal })))
    .returning(['id', 'ordinal'])
    .execute();
  return rows.sort((a, b) => a.ordinal - b.ordinal).map((r) => r.id);
}

const READINGS_PER_INSERT = 5000;

export async function insertReadings(db: Executor, parameterIds: number[], batch: CsvReading[]) {
  const values = batch.flatMap((r) =>
    r.values.flatMap((value, i) => (value === null ? [] : [{ parameterId: parameterIds[i]!, tsMs: r.tsMs, value }])),
  );
  // Three bound values a reading: well under the bind limits of SQLite (32766) and PostgreSQL (65535).
  for (let i = 0; i < values.length; i += READINGS_PER_INSERT) {
    await db
      .insertInto('environmentReadings')
      .values(values.slice(i, i + READINGS_PER_INSERT))
      .execute();
  }
}

export async function insertUpload(
  db: Executor,
  values: { surveyId: number; fileName: string; rows: number; uploadedAt: string; uploadedByName: string },
) {
  await db.insertInto('environmentUploads').values(values).execute();
}

export function findUpload(db: Executor, surveyId: number) {
  return db.selectFrom('environmentUploads').selectAll().where('surveyId', '=', surveyId).executeTakeFirst();
}

/** Each parameter with count, min, mean, max and its time span, computed by the database. */
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
