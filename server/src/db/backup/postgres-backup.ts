import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import type { DatabaseFacts } from './database-facts.ts';
import { findPgProgram } from './pg-binaries.ts';
import { pipeProcesses } from './process-pipe.ts';

type Client = pg.Client;

/**
 * The password goes to the programs through PGPASSWORD, not on their command line, where any local user could read
 * it in the process list.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function publicTables(c: Client): Promise<string[]> {
  const res = await c.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1");
  return res.rows.map((r) => r.name);
}

async function facts(c: Client): Promise<DatabaseFacts> {
  const tables = await publicTables(c);
  const rows: Record<string, number> = {};
  for (const t of tables) rows[t] = Number((await c.query<{ n: string }>(`select count(*) as n from public."${t}"`)).rows[0]!.n);
  const column = async (q: string) => (await c.query<{ v: string }>(q)).rows.map((r) => r.v);
  return {
    rows,
    migrations: tables.includes('kysely_migration') ? await column('select name as v from public.kysely_migration order by name') : [],
    mediaKeys: tables.includes('media') ? await column('select storage_key as v from public.media') : [],
  };
}

/** Resolves when the program exits with 0; its standard error becomes the message when it does not. */
function exited(child: ChildProcess, program: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (${code}): ${stderr.trim()}`))));
  });
}

const run = (program: string, args: string[], env: NodeJS.ProcessEnv) =>
  exited(spawn(findPgProgram(program), args, { env, stdio: ['ignore', 'ignore', 'pipe'] }), program);

/**
 * pg_dump in custom format, taken in a snapshot this connection exports and holds open: the dump and the facts
 * recorded beside it (row counts, stored file keys) read the very same committed state, while the server keeps
 * writing. Every transaction acknowledged before the snapshot is in the dump; none after it.
 */
export async function backupPostgres(url: string, target: string): Promise<DatabaseFacts> {
  return withClient(url, async (c) => {
    await c.query('begin isolation level repeatable read read only');
    const snapshot = (await c.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const recorded = await facts(c);
    const { dbname, env } = connection(url);
    // Not pg-boss's queue (schema pgboss, issue 28): the server builds it again on start, and its schedules with it;
    // a restore over a database that has one would otherwise fail on the existing schema.
    await run(
      'pg_dump',
      ['--format=custom', '--exclude-schema=pgboss', `--snapshot=${snapshot}`, `--file=${target}`, `--dbname=${dbname}`],
      env,
    );
    await c.query('commit');
    return recorded;
  });
}

/** Tables in the public schema, where the app keeps everything: none means the database is empty. */
export const postgresTables = (url: string) => withClient(url, publicTables);

/** Row counts, migrations and file keys of a restored database. */
export const postgresFacts = (url: string) => withClient(url, facts);

/**
 * Restores a custom-format dump as ONE transaction: pg_restore writes the SQL, psql runs it with
 * --single-transaction and stops at the first error, so a failed restore leaves the database as it was. `replace`
 * lists tables to drop first (--force); before the commit, each table's row count must equal the backup's, or the
 * whole restore rolls back.
 */
export async function restorePostgres(url: string, dumpFile: string, replace: string[], rows: Record<string, number>): Promise<void> {
  const { dbname, env } = connection(url);
  const sqlOut = spawn(findPgProgram('pg_restore'), ['--no-owner', '--no-privileges', '--file=-', dumpFile], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psql = spawn(findPgProgram('psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--dbname=${dbname}`], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  // a psql that ends early rejects first (it is the cause); the pg_restore stopped after it rejects later, unread
  const done = Promise.all([exited(psql, 'psql'), exited(sqlOut, 'pg_restore')]);
  psql.stdin.on('error', () => undefined);
  for (const t of replace) psql.stdin.write(`DROP TABLE IF EXISTS public."${t}" CASCADE;\n`);
  // The app's trigger functions (migration 042) outlive their tables, and the dump creates them again.
  if (replace.length) psql.stdin.write(DROP_APP_FUNCTIONS);
  pipeProcesses(sqlOut, psql, rowCountCheck(rows));
  await done;
}

/** Drops the functions of the public schema that no extension owns. */
const DROP_APP_FUNCTIONS = `DO $drop$
DECLARE f record;
BEGIN
  FOR f IN SELECT p.oid::regprocedure AS sig FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE 'DROP FUNCTION ' || f.sig || ' CASCADE';
  END LOOP;
END
$drop$;
`;

/** A block that raises (and so rolls the restore back) when a table does not hold the backup's row count. */
function rowCountCheck(rows: Record<string, number>): string {
  const checks = Object.entries(rows).map(([table, n]) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unexpected table name in the manifest: ${table}`);
    return `  IF (SELECT count(*) FROM public."${table}") <> ${Number(n)} THEN
    RAISE EXCEPTION 'table ${table} does not hold the % rows of the backup', ${Number(n)};
  END IF;`;
  });
  return `DO $check$\nBEGIN\n${checks.join('\n')}\nEND\n$check$;\n`;
}
