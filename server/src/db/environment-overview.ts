import { sql, type Kysely } from 'kysely';

/**
 * An environmental series' overview (issue 26 item 5, migration 046): per parameter, its time span cut into
 * OVERVIEW_BUCKETS equal buckets and in each the lowest and the highest reading (the earliest when a value repeats),
 * so at most 2 × OVERVIEW_BUCKETS points keep the series' peaks and troughs. Written once when a series is imported
 * (in ten parts, the caller's `between` running after each), so a farm's trend reads a few hundred points per audit
 * instead of thinning every reading on each request. Plain SQL on snake_case names: the migration (without the
 * camel-case plugin) and the import share it.
 */
export const OVERVIEW_BUCKETS = 100;

type AnyDb = Kysely<any>;

/** The span is written in this many parts, one statement each, so no statement holds SQLite's one connection long. */
const PARTS = 10;

export async function writeEnvironmentOverview(
  db: AnyDb,
  parameterId: number,
  between: () => Promise<void> = async () => {},
): Promise<void> {
  const id = sql.lit(parameterId);
  await sql`delete from environment_overview where parameter_id = ${id}`.execute(db);
  const span = await sql<{ lo: number | string | null; hi: number | string | null }>`
    select min(ts_ms) as lo, max(ts_ms) as hi from environment_readings where parameter_id = ${id}`.execute(db);
  const lo = span.rows[0]?.lo;
  const hi = span.rows[0]?.hi;
  if (lo === null || lo === undefined || hi === null || hi === undefined) return;
  const start = Number(lo);
  const end = Number(hi) + 1;
  const step = Math.ceil((end - start) / PARTS);
  const buckets = OVERVIEW_BUCKETS / PARTS;
  for (let from = start; from < end; from += step) {
    const to = Math.min(end, from + step);
    // Each part reads its readings on the (parameter_id, ts_ms) index and keeps its buckets' extremes.
    const bucket = sql`cast(((ts_ms - ${sql.lit(from)}) * ${sql.lit(buckets)}) / ${sql.lit(to - from)} as integer)`;
    const readings = sql`select ts_ms, value, ${bucket} as b from environment_readings
      where parameter_id = ${id} and ts_ms >= ${sql.lit(from)} and ts_ms < ${sql.lit(to)}`;
    await sql`
      insert into environment_overview (parameter_id, ts_ms, value)
      select ${id}, min(r.ts_ms), r.value from (${readings}) r
      join (select b, min(value) as lo, max(value) as hi from (${readings}) x group by b) extremes
        on extremes.b = r.b and (r.value = extremes.lo or r.value = extremes.hi)
      group by r.b, r.value`.execute(db);
    await between();
  }
}

/** Removes the overviews of these parameters (before the parameters themselves go). */
export async function deleteEnvironmentOverviews(db: AnyDb, parameterIds: readonly number[]): Promise<void> {
  if (parameterIds.length === 0) return;
  await sql`delete from environment_overview where parameter_id in (${sql.join(parameterIds.map((p) => sql.lit(p)))})`.execute(db);
}
