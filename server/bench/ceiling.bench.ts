/**
 * npm run bench:ceiling (issue 14): every call of the product over real HTTP on loopback, driven by autocannon with
 * keep-alive connections against the compiled server (`node dist/main.js`, as `npm start` runs it) in its own
 * process, and against a bare Fastify answering the same bytes from memory in another (the ceiling). Run on the demo
 * database (small) and at scale: the `seed:scale` tenant set (BENCH_TIER, default full: 200 companies, 20,000
 * farms, 200,000 audits) plus BENCH_AUDITS audits on BENCH_FARMS farms in the demo company, the one the calls are
 * made in (one large tenant among many). SQLite and PostgreSQL (BENCH_PG=0: SQLite alone; BENCH_PG=only: PostgreSQL
 * alone, to set beside an earlier SQLite run when the machine's time is short). Each call is timed one request
 * at a time (latency) and under BENCH_CONNECTIONS connections (default 10) against its ceiling, BENCH_SECONDS each
 * (default 5). BENCH_CALLS and BENCH_SCALE=0 narrow a run to some calls on the small database (one change measured).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { startPgCluster } from '../test/pg-cluster.ts';
import { benchDatabases, benchServerEnv } from './bench-harness.ts';
import { waitForServer } from './upload-client.ts';
import { benchCalls } from './ceiling-cases.ts';
import type { RecordedAnswer } from './ceiling-server.ts';
import { latencyRun, loadRun, type LoadResult } from './load-run.ts';
import { scoringMicrobench } from './scoring-microbench.ts';
import { seedScale } from '../src/seed/scale/seed-scale.ts';
import { isTierName, scaleTiers } from '../src/seed/scale/scale-tiers.ts';
import { demoCompany, seedBulk } from './seed-bulk.ts';
import { seedTrendFarm } from './seed-trend.ts';

const TIER = process.env['BENCH_TIER'] ?? 'full';
const AUDITS = Number(process.env['BENCH_AUDITS'] ?? 100_000);
const FARMS = Number(process.env['BENCH_FARMS'] ?? 2000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
/** BENCH_CALLS: only the calls whose names contain one of these comma-separated parts (e.g. "/next,score an") */
const ONLY = (process.env['BENCH_CALLS'] ?? '').split(',').filter(Boolean);
/** BENCH_SCALE=0: the small (demo) database only */
const SCALES = process.env['BENCH_SCALE'] === '0' ? [false] : [false, true];
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(serverDir, '..');

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { cwd: serverDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

const stop = (child: ChildProcess) =>
  new Promise((r) => (child.exitCode !== null ? r(null) : (child.once('exit', r), child.kill('SIGTERM'))));

interface Row {
  name: string;
  /** one connection at a time: the latency a user sees */
  alone: LoadResult;
  /** CONNECTIONS at once: throughput, compared with the ceiling under the same load */
  real: LoadResult;
  ceiling: LoadResult;
}

/** Seeds the database, then measures every call against the real server and against its ceiling. */
async function measure(label: string, target: DatabaseTarget, env: Record<string, string>, scale: boolean) {
  const handle = await openDatabase(target);
  await migrateToLatest(handle);
  await seedDemo(handle.db);
  if (scale) {
    if (!isTierName(TIER)) throw new Error(`BENCH_TIER must be one of ${Object.keys(scaleTiers).join(', ')}`);
    const started = Date.now();
    await seedScale(handle, scaleTiers[TIER]);
    await seedBulk(handle.db, FARMS, AUDITS);
    console.error(`${label}: seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const company = await demoCompany(handle.db);
  const trendFarmExtId = await seedTrendFarm(handle.db, company.id);
  await sql`analyze`.execute(handle.db);
  const scored = await handle.db
    .selectFrom('surveys')
    .select('externalId')
    .where('state', '=', 'SCORED')
    .where('companyId', '=', company.id)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const scoring = await scoringMicrobench(handle.db);
  await handle.close();

  const port = 19_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const server = start(['dist/main.js'], {
    ...env,
    ...benchServerEnv(port),
  });
  const rows: Row[] = [];
  const recorded: RecordedAnswer[] = [];
  try {
    await waitForServer({ base });
    const calls = (
      await benchCalls({ base, companyExtId: company.externalId, scoredSurveyExtId: scored.externalId, trendFarmExtId })
    ).filter(({ name }) => ONLY.length === 0 || ONLY.some((part) => name.includes(part)));
    for (const { call } of calls) {
      const res = await fetch(call.url, { method: call.method, headers: call.headers ?? {}, ...(call.body ? { body: call.body } : {}) });
      if (!res.ok) throw new Error(`${call.method} ${call.url}: ${res.status} ${await res.text()}`);
      const body = Buffer.from(await res.arrayBuffer());
      recorded.push({
        method: call.method,
        url: call.url,
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/json',
        bodyBase64: body.toString('base64'),
      });
    }
    const realRuns: LoadResult[] = [];
    const aloneRuns: LoadResult[] = [];
    for (const { call } of calls) {
      aloneRuns.push(await latencyRun(call, SECONDS));
      realRuns.push(await loadRun(call, SECONDS, CONNECTIONS));
    }
    await stop(server);
    const file = path.join(os.tmpdir(), `aquarisk-ceiling-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify(recorded));
    const ceilingPort = port + 1000;
    const ceiling = start(['--import', 'tsx', 'bench/ceiling-server.ts', String(ceilingPort), file], {});
    try {
      await new Promise((r) => setTimeout(r, 300));
      for (const [i, { name, call }] of calls.entries()) {
        for (
          let tries = 0;
          tries < 100 &&
          !(await fetch(`http://127.0.0.1:${ceilingPort}/ceiling/0`).then(
            (r) => r.ok,
            () => false,
          ));
          tries++
        )
          await new Promise((r) => setTimeout(r, 100));
        const c = await loadRun({ ...call, url: `http://127.0.0.1:${ceilingPort}/ceiling/${i}` }, SECONDS, CONNECTIONS);
        rows.push({ name, alone: aloneRuns[i]!, real: realRuns[i]!, ceiling: c });
      }
    } finally {
      await stop(ceiling);
      fs.rmSync(file, { force: true });
    }
  } finally {
    await stop(server);
  }
  return { label, rows, scoring };
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

async function main() {
  spawnSync('npm', ['run', 'build', '-w', 'contract'], { cwd: root, stdio: 'ignore' });
  spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'ignore' });
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  const dirs: string[] = [];
  for (const scale of SCALES) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-ceiling-'));
    dirs.push(dir);
    const tier = scale
      ? `scale (seed:scale ${TIER} tier, and ${AUDITS.toLocaleString('en')} more audits on ${FARMS.toLocaleString('en')} farms in the demo company)`
      : 'small (demo)';
    if (benchDatabases().sqlite)
      results.push(await measure(`SQLite, ${tier}`, { kind: 'sqlite', file: path.join(dir, 'aquarisk.db') }, { DATA_DIR: dir }, scale));
    if (benchDatabases().postgres) {
      const cluster = await startPgCluster();
      try {
        results.push(
          await measure(`PostgreSQL, ${tier}`, { kind: 'postgres', url: cluster.url }, { DATA_DIR: dir, DATABASE_URL: cluster.url }, scale),
        );
      } finally {
        cluster.stop();
      }
    }
  }
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  const out = [
    `${SECONDS} s per call and pass, loopback, ${os.cpus().length} cores. Latency: one connection at a time. Throughput: ${CONNECTIONS} keep-alive connections, against the ceiling under the same load.`,
    '',
  ];
  for (const r of results) {
    out.push(
      `### ${r.label}`,
      '',
      '| call | p50 ms | p99 ms | req/s | p99 ms under load | ceiling req/s | ratio | errors |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const row of r.rows)
      out.push(
        `| ${row.name} | ${row.alone.p50} | ${row.alone.p99} | ${fmt(row.real.rps)} | ${row.real.p99} | ${fmt(row.ceiling.rps)} | ${(row.real.rps / row.ceiling.rps).toFixed(2)} | ${row.real.errors + row.real.non2xx + row.alone.errors + row.alone.non2xx} |`,
      );
    out.push(
      '',
      `Scoring ${r.scoring.questions} questions in process: p50 ${r.scoring.p50.toFixed(2)} ms, p99 ${r.scoring.p99.toFixed(2)} ms.`,
      '',
    );
  }
  const small = results.filter((r) => r.label.includes('small'));
  const big = results.filter((r) => r.label.includes('scale'));
  if (big.length > 0)
    out.push('### Growth, small → scale (p50)', '', '| database | call | small p50 ms | scale p50 ms | growth |', '|---|---|---|---|---|');
  for (const [i, s] of small.entries()) {
    const b = big[i];
    if (!b) continue;
    for (const [j, row] of s.rows.entries()) {
      const at = b.rows[j]!;
      out.push(
        `| ${s.label.split(',')[0]} | ${row.name} | ${row.alone.p50} | ${at.alone.p50} | ${(at.alone.p50 / row.alone.p50).toFixed(2)}× |`,
      );
    }
  }
  console.log(out.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
