import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { LogStream } from '../src/plugins/log-redaction.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { DEMO_PASSWORD } from './demo-users.ts';

export const CLIENT_AUTH = `Basic ${Buffer.from('aquarisk-web:aquarisk-web-secret').toString('base64')}`;
/** The access-token secret of test apps, for tests that sign their own tokens. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
export const dbKind = (process.env['TEST_DB'] ?? 'sqlite') as 'sqlite' | 'postgres';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Access token of a demo user (cached per test app). */
  token(email: string): Promise<string>;
  /** An authenticated request as a demo user (or with no token when `as` is null). */
  call(as: string | null, method: string, url: string, body?: unknown): Promise<LightMyRequestResponse>;
  ids(): Promise<DemoIds>;
  close(): Promise<void>;
}

export interface DemoIds {
  company1: string;
  company2: string;
  users: Record<string, string>;
  farms: Record<string, string>;
}

/**
 * A copy of the seeded template where the configuration says the database is: the SQLite file in DATA_DIR, or a
 * PostgreSQL database named in `env` (DATABASE_URL), so tools that read the configuration (backup) find it.
 */
async function cloneDatabase(dataDir: string): Promise<{ handle: DatabaseHandle; env: Record<string, string>; drop: () => Promise<void> }> {
  if (dbKind === 'sqlite') {
    const file = path.join(dataDir, 'aquarisk.db');
    fs.copyFileSync(inject('sqliteTemplate'), file);
    const handle = await openDatabase({ kind: 'sqlite', file });
    return { handle, env: {}, drop: async () => undefined };
  }
  const { url, drop } = await newPgDatabase({ seeded: true });
  return { handle: await openDatabase({ kind: 'postgres', url }), env: { DATABASE_URL: url }, drop };
}

/** A database of its own on the test server: a copy of the seeded template, or empty (a restore target). */
export async function newPgDatabase(opts: { seeded: boolean }): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = inject('pgServerUrl');
  const template = inject('pgTemplate');
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(opts.seeded ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      // The pool's end() resolves before its sockets have closed; forcing the drop then would kill a closing
      // connection, whose FATAL 57P01 surfaces as an unhandled error. Wait for the sessions to go first.
      for (let deadline = Date.now() + 10_000; Date.now() < deadline;) {
        const open = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (open.rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh app on its own copy of the migrated, demo-seeded database. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: LogStream; /** plugins on the app's database (a statement counter) */ plugins?: KyselyPlugin[] } = {},
): Promise<TestApp> {
  // Its own DATA_DIR, so uploaded files of one test app never meet another's.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-data-'));
  const { handle: cloned, env: databaseEnv, drop } = await cloneDatabase(dataDir);
  const handle = (opts.plugins ?? []).reduce((h, p) => ({ ...h, db: h.db.withPlugin(p) }), cloned);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...databaseEnv,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGNIN_PER_MINUTE: '10000',
    RATE_LIMIT_ACCOUNT_FAILURES: '10000',
    // tests send answer batches back to back; the budget has its own tests (answer-write-budget*.test.ts)
    ANSWER_WRITE_MS_PER_USER: '600000',
    PUBLIC_URL: 'http://aquarisk.test',
    // no scheduled work unless a test asks for it (BACKGROUND_JOBS: 'true')
    BACKGROUND_JOBS: 'false',
    ...env,
  });
  return testAppOn(
    handle,
    config,
    async () => {
      await drop();
      // A file the app's start-up work creates in DATA_DIR can land while the directory is being removed (ENOTEMPTY
      // seen once in CI); retrying takes it too.
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
    opts,
  );
}

/** A test app on a database that is already there (a restored backup); `cleanup` runs after the app and database close. */
export async function testAppOn(
  handle: DatabaseHandle,
  config: AppConfig,
  cleanup: () => Promise<void>,
  opts: { logStream?: LogStream } = {},
): Promise<TestApp> {
  const app = await buildApp({
    config,
    database: handle,
    jwtSecret: TEST_JWT_SECRET,
    logger: opts.logStream ? { stream: opts.logStream } : false,
  });
  await app.ready();
  const tokens = new Map<string, string>();
  let demoIds: DemoIds | undefined;

  const token = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_PASSWORD }).toString(),
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.body}`);
    const t = res.json<{ access_token: string }>().access_token;
    tokens.set(email, t);
    return t;
  };

  return {
    app,
    database: handle,
    config,
    token,
    async call(as, method, url, body) {
      const headers: Record<string, string> = {};
      if (as) headers['authorization'] = `Bearer ${await token(as)}`;
      return app.inject({ method: method as 'GET', url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    },
    async ids() {
      if (demoIds) return demoIds;
      const db = handle.db;
      const companies = await db.selectFrom('companies').select(['externalId', 'name']).orderBy('name').execute();
      const users = await db.selectFrom('users').select(['externalId', 'email']).execute();
      const farms = await db.selectFrom('farms').select(['externalId', 'name']).execute();
      demoIds = {
        company1: companies[0]!.externalId,
        company2: companies[1]!.externalId,
        users: Object.fromEntries(users.map((u) => [u.email, u.externalId])),
        farms: Object.fromEntries(farms.map((f) => [f.name, f.externalId])),
      };
      return demoIds;
    },
    async close() {
      await app.close();
      await handle.close();
      await cleanup();
    },
  };
}

/** The newest activity-log entries, for asserting what a mutation recorded. */
export async function lastActivity(t: TestApp, n = 1) {
  const rows = await t.database.db.selectFrom('activityLog').selectAll().orderBy('id', 'desc').limit(n).execute();
  return rows.map((r) => ({ ...r, changes: JSON.parse(r.updatedFieldsJson) as Record<string, [unknown, unknown]> }));
}
