/**
 * npm run bench (second part): the intelligence calls at 20,000 farms and activity-log pages at 1,000,000 entries,
 * on SQLite and (when the PostgreSQL binaries are here) PostgreSQL. BENCH_IQ_FARMS (default 20000),
 * BENCH_LOG_ENTRIES (default 1000000), BENCH_RUNS (default 30).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { startPgCluster } from '../test/pg-cluster.ts';
import { percentile, timeCases, type BenchCase } from './bench-harness.ts';
import { benchLogUser, seedActivityLog, seedIntelligence } from './seed-intelligence.ts';
import { ADMIN, MANAGER } from '../test/demo-users.ts';

const FARMS = Number(process.env['BENCH_IQ_FARMS'] ?? 20_000);
const ENTRIES = Number(process.env['BENCH_LOG_ENTRIES'] ?? 1_000_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 30);

/** The manager joins the bench company with 50 farms assigned: the restricted-member case. */
async function assignManager(handle: Awaited<ReturnType<typeof openDatabase>>, companyExtId: string) {
  const db = handle.db;
  const company = await db.selectFrom('companies').select('id').where('externalId', '=', companyExtId).executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select('id').where('email', '=', MANAGER).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db.insertInto('companyUsers').values({ companyId: company.id, userId: user.id, createdAt: now }).execute();
  const farms = await db.selectFrom('farms').select('id').where('companyId', '=', company.id).orderBy('id').limit(50).execute();
  await db
    .insertInto('farmUsers')
    .values(farms.map((f) => ({ farmId: f.id, userId: user.id, createdAt: now })))
    .execute();
}

function cases(c: string): BenchCase[] {
  const user = benchLogUser(42);
  const filtered = { userEmails: [user], auditTargets: ['FARM'], methods: ['UPDATE'], from: '2026-09-01', to: '2026-11-30' };
  const post = (query: string, payload: object) => ({ method: 'POST' as const, url: `/admin/api/v1/audit/log${query}`, payload });
  return [
    { who: ADMIN, name: 'iq map, scored farms', request: { url: `/api/v1/iq/company/${c}?scored=true` } },
    { who: ADMIN, name: 'iq map, all farms', request: { url: `/api/v1/iq/company/${c}` } },
    { who: MANAGER, name: 'iq map, restricted member (50 farms)', request: { url: `/api/v1/iq/company/${c}` } },
    { who: ADMIN, name: 'iq risk summary', request: { url: `/api/v1/iq/company/${c}/risk` } },
    { who: ADMIN, name: 'iq risk summary, one section', request: { url: `/api/v1/iq/company/${c}/risk?section=Environment` } },
    { who: ADMIN, name: 'iq countries', request: { url: `/api/v1/iq/my/company/${c}/countries` } },
    { who: ADMIN, name: 'iq countries with farm counts', request: { url: `/api/v1/iq/my/company/${c}/countries/farm/count` } },
    { who: ADMIN, name: 'log page 1, no filter', request: post('?page=1&size=25', {}) },
    { who: ADMIN, name: 'log page, user + Farm + Update + 3 months', request: post('?page=1&size=25', filtered) },
    { who: ADMIN, name: 'log page, same filter, oldest first', request: post('?page=1&size=25&sort=asc', filtered) },
    { who: ADMIN, name: 'log page, one user', request: post('?page=1&size=25', { userEmails: [user] }) },
    { who: ADMIN, name: 'log page, events Audit + Action', request: post('?page=1&size=25', { auditTargets: ['SURVEY', 'ACTION_ITEM'] }) },
    {
      who: ADMIN,
      name: 'log page, Delete in one month',
      request: post('?page=1&size=25', { methods: ['DELETE'], from: '2025-06-01', to: '2025-06-30' }),
    },
    { who: ADMIN, name: 'log page 400, no filter', request: post('?page=400&size=25', {}) },
    {
      who: ADMIN,
      name: 'log CSV export, one user, one year',
      request: { url: `/admin/api/v1/audit/log/export?userEmails=${user}&from=2025-01-01&to=2025-12-31` },
    },
  ];
}

async function bench(label: string, target: DatabaseTarget) {
  const handle = await openDatabase(target);
  await migrateToLatest(handle);
  await seedDemo(handle.db);
  const t0 = Date.now();
  const company = await seedIntelligence(handle.db, FARMS);
  await assignManager(handle, company.externalId);
  const t1 = Date.now();
  await seedActivityLog(handle.db, ENTRIES);
  const t2 = Date.now();
  // As the databases' own statistics jobs would after a bulk load (autovacuum on PostgreSQL).
  if (process.env['BENCH_ANALYZE'] !== 'false') await sql`analyze`.execute(handle.db);
  const timed = await timeCases(handle, cases(company.externalId), RUNS, (c, body) => {
    if (c.name === 'iq map, all farms' && JSON.parse(body).length !== FARMS) throw new Error('the map did not list every farm');
    if (c.name.startsWith('log page') && JSON.parse(body).items.length === 0) throw new Error(`${c.name}: no entries`);
  });
  await handle.close();
  return {
    rows: timed.map((t) => `| ${label} | ${t.name} | ${percentile(t.times, 50).toFixed(1)} | ${percentile(t.times, 99).toFixed(1)} |`),
    seeded: `${label} seeded ${FARMS} farms in ${((t1 - t0) / 1000).toFixed(0)} s and ${ENTRIES} log entries in ${((t2 - t1) / 1000).toFixed(0)} s.`,
  };
}

async function main() {
  const out = [
    `Farms: ${FARMS} (two audits each, about 70 % scored), log entries: ${ENTRIES}; ${RUNS} runs each through the full HTTP stack (app.inject), ${os.cpus().length} cores.`,
    '',
    '| database | call | median ms | p99 ms |',
    '|---|---|---|---|',
  ];
  const notes: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-bench-iq-'));
  const sqlite = await bench('SQLite', { kind: 'sqlite', file: path.join(dir, 'bench.db') });
  out.push(...sqlite.rows);
  notes.push(sqlite.seeded);
  try {
    const cluster = await startPgCluster();
    try {
      const pg = await bench('PostgreSQL', { kind: 'postgres', url: cluster.url });
      out.push(...pg.rows);
      notes.push(pg.seeded);
    } finally {
      cluster.stop();
    }
  } catch (err) {
    notes.push(`PostgreSQL skipped: ${(err as Error).message}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log([...out, '', ...notes].join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
