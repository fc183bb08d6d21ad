import { sql } from 'kysely';
import type { Dialect, Executor } from './database.ts';

/**
 * After rows were inserted with explicit ids (the scale seed), PostgreSQL's identity sequence must move past them or
 * the next ordinary insert collides; SQLite's AUTOINCREMENT already follows the largest id.
 */
export async function syncIdSequence(db: Executor, dialect: Dialect, table: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT max(id) FROM ${sql.table(table)}), 1))`.execute(db);
}

/** The largest id of a table, 0 when it is empty. */
export async function maxId(db: Executor, table: string): Promise<number> {
  const r = await sql<{ m: number | null }>`SELECT max(id) AS m FROM ${sql.table(table)}`.execute(db);
  return Number(r.rows[0]?.m ?? 0);
}

/**
 * For a bulk load on SQLite: a page cache of `mb` megabytes on this connection (the default 2 MB makes every index
 * insert into a multi-gigabyte file a read from the OS). PostgreSQL sizes its own buffers.
 */
export async function enlargeCacheForBulkLoad(db: Executor, dialect: Dialect, mb = 512): Promise<void> {
  if (dialect === 'sqlite') await sql.raw(`PRAGMA cache_size = -${mb * 1024}`).execute(db);
}
