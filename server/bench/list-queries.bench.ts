/**
 * npm run bench: times the list and map queries on a database holding many audits, on SQLite and (when the
 * PostgreSQL binaries are here) PostgreSQL. BENCH_AUDITS (default 100000) and BENCH_FARMS (default 2000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { startPgCluster } from '../test/pg-cluster.ts';
import { seedBulk } from './seed-bulk.ts';
import { percentile, timeCases } from './bench-harness.ts';

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
  const company = await handle.db.selectFrom('companies').select('externalId').orderBy('name').executeTakeFirstOrThrow();
  const cases: [string, string, string][] = [
    ['admin', 'audits list, page 1', `/api/v1/survey?filterCompanyExtId=${company.externalId}&page=1&size=25`],
    ['admin', 'audits list, page 2000', `/api/v1/survey?filterCompanyExtId=${company.externalId}&page=2000&size=25`],
    [
      'admin',
      'audits list, scored in Norway',
      `/api/v1/survey?filterCompanyExtId=${company.externalId}&filterState=SCORED&filterCountry=Norway&size=25`,
    ],
    ['admin', 'audits list, a rare country', `/api/v1/survey?filterCompanyExtId=${company.externalId}&filterCountry=Ireland&size=25`],
    ['manager@example.com', 'audits list, restricted member', `/api/v1/survey?filterCompanyExtId=${company.externalId}&size=25`],
    ['admin', 'audit years', '/api/v1/survey/created/year'],
    ['admin', 'actions list, open', `/api/v1/action/company/${company.externalId}/survey?page=1&size=25`],
    [
      'admin',
      'actions list, HIGH in 2024',
      `/api/v1/action/company/${company.externalId}/survey?riskLevelFilter=HIGH&createdAtYearFilter=2024`,
    ],
    ['admin', 'farm list, first 50 with counts', `/api/v1/company/${company.externalId}/farm-page`],
    ['manager@example.com', 'farm list, restricted member', `/api/v1/company/${company.externalId}/farm-page`],
    ['admin', 'farm map points', `/api/v1/company/${company.externalId}/farm-points`],
    ['admin', 'every farm with counts (spec call)', `/api/v1/company/${company.externalId}/farm/?details=true`],
  ];
  const timed = await timeCases(
    handle,
    cases.map(([who, name, url]) => ({ who: who === 'admin' ? 'admin@example.com' : who, name, request: { url } })),
    RUNS,
  );
  const rows = timed.map((t) => `| ${label} | ${t.name} | ${percentile(t.times, 50).toFixed(1)} | ${percentile(t.times, 95).toFixed(1)} |`);
  await handle.close();
  return { rows, seedSeconds };
}

async function main() {
  const out: string[] = [
    `Audits: ${AUDITS}, farms: ${FARMS}, ${RUNS} runs each through the full HTTP stack (app.inject), ${os.cpus().length} cores.`,
    '',
    '| database | query | median ms | p95 ms |',
    '|---|---|---|---|',
  ];
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
