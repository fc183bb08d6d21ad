/**
 * npm run bench: times the list and map queries on a database holding many audits, on SQLite and (when the
 * PostgreSQL binaries are here) PostgreSQL. BENCH_AUDITS (default 100000) and BENCH_FARMS (default 2000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DatabaseTarget } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/seed-demo.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.ts';
import { startPgCluster } from '../test/pg-cluster.ts';
import { seedBulk } from './seed-bulk.ts';

const AUDITS = Number(process.env['BENCH_AUDITS'] ?? 100_000);
const FARMS = Number(process.env['BENCH_FARMS'] ?? 2000);
const RUNS = 20;

async function bench(label: string, target: DatabaseTarget) {
  const handle = await openDatabase(target);
  await migrateToLatest(handle);
  await seedDemo(handle.db);
  const t0 = Date.now();
  await seedBulk(handle.db, FARMS, AUDITS);
  const seedSeconds = (Date.now() - t0) / 1000;
  // As the databases' own statistics jobs would after a bulk load (autovacuum on PostgreSQL).
  await sql`analyze`.execute(handle.db);
  const config = loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' });
  const app = await buildApp({ config, database: handle, jwtSecret: 'bench-secret-bench-secret-bench-secret-0', logger: false });
  const auth = 'Basic ' + Buffer.from('aquarisk-web:aquarisk-web-secret').toString('base64');
  const token = async (email: string) =>
    (await app.inject({ method: 'POST', url: '/api/v1/oauth/token', headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' }, payload: `grant_type=password&username=${email}&password=${DEMO_PASSWORD}` })).json().access_token as string;
  const company = await handle.db.selectFrom('companies').select('externalId').orderBy('name').executeTakeFirstOrThrow();
  const cases: [string, string, string][] = [
    ['admin', 'audits list, page 1', `/api/v1/survey?filterCompanyExtId=${company.externalId}&page=1&size=25`],
    ['admin', 'audits list, page 2000', `/api/v1/survey?filterCompanyExtId=${company.externalId}&page=2000&size=25`],
    ['admin', 'audits list, scored in Norway', `/api/v1/survey?filterCompanyExtId=${company.externalId}&filterState=SCORED&filterCountry=Norway&size=25`],
    ['manager@example.com', 'audits list, restricted member', `/api/v1/survey?filterCompanyExtId=${company.externalId}&size=25`],
    ['admin', 'audit years', '/api/v1/survey/created/year'],
    ['admin', 'actions list, open', `/api/v1/action/company/${company.externalId}/survey?page=1&size=25`],
    ['admin', 'actions list, HIGH in 2024', `/api/v1/action/company/${company.externalId}/survey?riskLevelFilter=HIGH&createdAtYearFilter=2024`],
    ['admin', 'farm list with counts', `/api/v1/company/${company.externalId}/farm/?details=true`],
  ];
  const tokens = new Map<string, string>();
  const rows: string[] = [];
  for (const [who, name, url] of cases) {
    const email = who === 'admin' ? 'admin@example.com' : who;
    if (!tokens.has(email)) tokens.set(email, await token(email));
    const headers = { authorization: `Bearer ${tokens.get(email)}` };
    const first = await app.inject({ url, headers });
    if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = process.hrtime.bigint();
      await app.inject({ url, headers });
      times.push(Number(process.hrtime.bigint() - s) / 1e6);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${label} | ${name} | ${times[Math.floor(RUNS / 2)]!.toFixed(1)} | ${times[Math.floor(RUNS * 0.95)]!.toFixed(1)} |`);
  }
  await app.close();
  await handle.close();
  return { rows, seedSeconds };
}

async function main() {
  const out: string[] = [`Audits: ${AUDITS}, farms: ${FARMS}, ${RUNS} runs each through the full HTTP stack (app.inject), ${os.cpus().length} cores.`, '', '| database | query | median ms | p95 ms |', '|---|---|---|---|'];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-bench-'));
  const sqlite = await bench('SQLite', { kind: 'sqlite', file: path.join(dir, 'bench.db') });
  out.push(...sqlite.rows);
  let pgNote = '';
  try {
    const cluster = await startPgCluster();
    try {
      const pg = await bench('PostgreSQL', { kind: 'postgres', url: cluster.url });
      out.push(...pg.rows);
      pgNote = ` PostgreSQL seeded in ${pg.seedSeconds.toFixed(0)} s.`;
    } finally {
      cluster.stop();
    }
  } catch (err) {
    pgNote = ` PostgreSQL skipped: ${(err as Error).message}`;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  out.push('', `SQLite seeded in ${sqlite.seedSeconds.toFixed(0)} s.${pgNote}`);
  console.log(out.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
