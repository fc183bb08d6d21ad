import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './schema.ts';
import type BetterSqlite3 from 'better-sqlite3';
import { OWNER_FILE, ownerOnlyDir, ownerOnlyFiles } from '../lib/owner-only.ts';

export type Dialect = 'sqlite' | 'postgres';
export type DB = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Repositories take either the database or a transaction. */
export type Executor = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

let pgTypesSet = false;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pg = await import('pg');
    if (!pgTypesSet) {
      // One place normalises driver differences: timestamps as ISO strings, counts as numbers.
      pg.default.types.setTypeParser(1184, (v: string) => new Date(v).toISOString());
      pg.default.types.setTypeParser(1114, (v: string) => new Date(`${v}Z`).toISOString());
      pg.default.types.setTypeParser(20, (v: string) => Number(v));
      pg.default.types.setTypeParser(1700, (v: string) => Number(v));
      pgTypesSet = true;
    }
    const pool = new pg.default.Pool({ connectionString: target.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const { default: SQLite } = await import('better-sqlite3');
  if (target.file !== ':memory:') {
    // The owner's only (issue 37 item 21): SQLite gives its -wal and -shm files the main file's mode.
    ownerOnlyDir(path.dirname(target.file));
    fs.closeSync(fs.openSync(target.file, 'a', OWNER_FILE));
    ownerOnlyFiles(target.file, `${target.file}-wal`, `${target.file}-shm`);
  }
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

type SqliteHandle = BetterSqlite3.Database;

/**
 * Kysely's SQLite driver prepares every query it runs; compiling the same SQL again costs more than running most of
 * our queries. Prepared statements are kept by their SQL text (least recently used out first). Reusing one is safe
 * because the driver runs each to completion synchronously (`all` or `run`; nothing here streams).
 */
function withStatementCache(sqlite: SqliteHandle, max = 500) {
  const statements = new Map<string, ReturnType<SqliteHandle['prepare']>>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      let stmt = statements.get(text);
      if (stmt) statements.delete(text);
      else stmt = sqlite.prepare(text);
      statements.set(text, stmt);
      if (statements.size > max) statements.delete(statements.keys().next().value!);
      return stmt;
    },
  };
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Answers when the database does (the health check). */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
