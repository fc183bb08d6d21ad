import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import type { DatabaseFacts } from './database-facts.ts';

/** Pages per backup step: all of them, so the copy is one read transaction (see backupSqlite). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live SQLite database through SQLite's online backup API, never as a file copy (which can catch the main
 * file and the WAL at different moments). The whole copy is one step, so it reads one snapshot: a writer in another
 * process carries on (WAL), and a commit during the copy is either wholly in it or not at all. Small steps would let
 * every commit restart the copy, which under steady writes may never finish.
 */
export async function backupSqlite(source: string, target: string): Promise<DatabaseFacts> {
  if (!fs.existsSync(source)) throw new Error(`No SQLite database at ${source}`);
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 10000');
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  // The copy keeps the source's WAL mode; as a single file (no -wal, no -shm beside it) it is one thing to hash.
  const copy = new SQLite(target, { fileMustExist: true });
  copy.pragma('journal_mode = DELETE');
  copy.close();
  // The copy is a database of its own: what it holds is read from it, not from the live file that moved on.
  return sqliteFacts(target);
}

/** Tables with their row counts, applied migrations and stored file keys of a SQLite file nobody else writes. */
export function sqliteFacts(file: string): DatabaseFacts {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[];
    const rows = Object.fromEntries(tables.map((t) => [t, db.prepare(`select count(*) from "${t}"`).pluck().get() as number]));
    const migrations = tables.includes('kysely_migration')
      ? (db.prepare('select name from kysely_migration order by name').pluck().all() as string[])
      : [];
    const mediaKeys = tables.includes('media') ? (db.prepare('select storage_key from media').pluck().all() as string[]) : [];
    return { rows, migrations, mediaKeys };
  } finally {
    db.close();
  }
}

/** SQLite's own checks of a restored file: page structure and indexes, then every foreign key. */
export function checkSqliteIntegrity(file: string): string[] {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const problems = (db.prepare('pragma integrity_check').pluck().all() as string[]).filter((r) => r !== 'ok');
    const orphans = db.prepare('pragma foreign_key_check').all() as { table: string; parent: string }[];
    for (const o of orphans) problems.push(`${o.table}: a row refers to a missing ${o.parent} row`);
    return problems;
  } finally {
    db.close();
  }
}
