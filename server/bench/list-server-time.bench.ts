/**
 * Server time per paged-list call, in process (issue 25 item 4): the demo database plus BENCH_AUDITS (default
 * 100,000) audits on BENCH_FARMS (2,000) farms, each call through the full HTTP stack with `app.inject`, BENCH_RUNS
 * (default 400) times after a warm-up, on SQLite and PostgreSQL (BENCH_PG=0: SQLite alone, BENCH_PG=only: PostgreSQL). BENCH_DB_FILE: keep the seeded
 * SQLite file there and reuse it on the next run (it is copied, so runs do not change it). BENCH_PROFILE=dir: a V8
 * CPU profile per call in dir, and the top self-time functions printed (open a .cpuprofile in Chrome's DevTools).
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { startPgCluster } from '../test/pg-cluster.ts';
import { benchApp, benchDatabases, percentile } from './bench-harness.ts';
import { profileTop, type CpuProfile } from './profile-top.ts';
import { demoCompany, seedBulk } from './seed-bulk.ts';

const AUDITS = Number(process.env['BENCH_AUDITS'] ?? 100_000);
const FARMS = Number(process.env['BENCH_FARMS'] ?? 2000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 400);
const PROFILE = process.env['BENCH_PROFILE'];
const ONLY = (process.env['BENCH_CALLS'] ?? '').split(',').filter(Boolean);

async function seeded(target: DatabaseTarget) {
  const handle = await openDatabase(target);
  await migrateToLatest(handle);
  if (!(await handle.db.selectFrom('farms').select('id').where('name', '=', 'Bench farm 00000').executeTakeFirst())) {
    await seedDemo(handle.db);
    await seedBulk(handle.db, FARMS, AUDITS);
  }
  await sql`analyze`.execute(handle.db);
  return handle;
}

async function sqliteTarget(dir: string): Promise<DatabaseTarget> {
  const keep = process.env['BENCH_DB_FILE'];
  const file = path.join(dir, 'bench.db');
  if (keep && fs.existsSync(keep)) fs.copyFileSync(keep, file);
  else if (keep) {
    const h = await seeded({ kind: 'sqlite', file: keep });
    await h.close();
    fs.copyFileSync(keep, file);
  }
  return { kind: 'sqlite', file };
}

async function main() {
  if (benchDatabases().sqlite) await measure(false);
  if (benchDatabases().postgres) await measure(true);
}

async function measure(postgres: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-list-bench-'));
  const cluster = postgres ? await startPgCluster() : undefined;
  try {
    const handle = await seeded(cluster ? { kind: 'postgres', url: cluster.url } : await sqliteTarget(dir));
    const c = (await demoCompany(handle.db)).externalId;
    const farm = await handle.db.selectFrom('farms').select('externalId').where('name', '=', 'Bench farm 00007').executeTakeFirstOrThrow();
    const cases = [
      ['admin', 'audits list, page 1', 'GET', `/api/v1/survey?filterCompanyExtId=${c}&page=1&size=25`],
      [
        'admin',
        'audits list, scored in Norway',
        'GET',
        `/api/v1/survey?filterCompanyExtId=${c}&filterState=SCORED&filterCountry=Norway&size=25`,
      ],
      ['admin', 'audits list, a rare country (1 audit)', 'GET', `/api/v1/survey?filterCompanyExtId=${c}&filterCountry=Ireland&size=25`],
      ['admin', 'audits list, one farm', 'GET', `/api/v1/survey?filterCompanyExtId=${c}&filterFarmExtId=${farm.externalId}&size=25`],
      ['manager', 'audits list, restricted member', 'GET', `/api/v1/survey?filterCompanyExtId=${c}&size=25`],
      ['admin', 'farm list, first 50 with counts', 'GET', `/api/v1/company/${c}/farm-page`],
      ['admin', 'actions list, open', 'GET', `/api/v1/action/company/${c}/survey?page=1&size=25`],
      ['admin', 'portfolio of the company', 'GET', `/api/v1/portfolio/company/${c}`],
      ['admin', 'portfolio CSV, every farm', 'GET', `/api/v1/portfolio/company/${c}/export`],
      ['admin', 'activity log, filtered page', 'POST', '/admin/api/v1/audit/log?page=1&size=25'],
      ['admin', 'activity log, first page', 'POST', '/admin/api/v1/audit/log?page=1&size=25'],
    ].filter(([, name]) => ONLY.length === 0 || ONLY.some((o) => name!.includes(o)));
    const { app, token } = await benchApp(handle);
    const session = PROFILE ? new Session() : undefined;
    if (session) {
      fs.mkdirSync(PROFILE!, { recursive: true });
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
    }
    const load = os.loadavg().map((l) => l.toFixed(2));
    console.log(`${cluster ? 'PostgreSQL' : 'SQLite'}, ${RUNS} runs per call, app.inject, load average ${load.join(' ')}`);
    console.log('| call | mean ms | p50 ms | p99 ms | bytes |');
    console.log('|---|---|---|---|---|');
    for (const [who, name, method, url] of cases) {
      const headers = { authorization: `Bearer ${await token(`${who}@example.com`)}`, 'content-type': 'application/json' };
      const filter = name!.includes('filtered') ? { userEmails: ['admin@example.com'], auditTargets: ['SURVEY'] } : {};
      const payload = method === 'POST' ? JSON.stringify(filter) : undefined;
      const request = { method: method as 'GET' | 'POST', url: url!, headers, ...(payload ? { payload } : {}) };
      let bytes = 0;
      for (let i = 0; i < 50; i++) {
        const res = await app.inject(request);
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        bytes = res.rawPayload.length;
      }
      if (session) await session.post('Profiler.start');
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const s = process.hrtime.bigint();
        await app.inject(request);
        times.push(Number(process.hrtime.bigint() - s) / 1e6);
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      console.log(
        `| ${name} | ${mean.toFixed(2)} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} | ${bytes} |`,
      );
      if (session) {
        const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
        const file = path.join(PROFILE!, `${name!.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
        fs.writeFileSync(file, JSON.stringify(profile));
        console.log(`\n${name}: top self time (${file})\n${profileTop(profile, 15)}\n`);
      }
    }
    await app.close();
    await handle.close();
  } finally {
    cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
