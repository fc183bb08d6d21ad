/**
 * npm run bench:pdf-stall (issue 25 item 1, part of `npm run bench`): BENCH_PDF_CLIENTS (default 20) clients loop
 * PDF downloads of the demo's scored audits against the compiled server (`node dist/main.js`) in its own process,
 * for BENCH_PDF_SECONDS (default 20), while two probe threads time `GET /health` and the first audits page every
 * 50 ms. Run twice: with the cache of rendered PDFs (the default: after a first render a download is a memory read)
 * and with it off (PDF_CACHE_MB=0: every download renders on the worker pool, as if each were of another audit).
 * A third run loops the audits page instead, for comparison: what the same flood of any call costs the others.
 * Target: /health and the audits page keep p99 < 50 ms. SQLite and PostgreSQL (BENCH_PG=0: SQLite alone).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { openDatabase, type DatabaseTarget } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { startPgCluster } from '../test/pg-cluster.ts';
import { ADMIN, AUDITOR, COMPANY, MANAGER, VIEWER } from '../test/demo-users.ts';
import { benchDatabases, benchServerEnv, percentile } from './bench-harness.ts';
import { token } from './ceiling-cases.ts';
import { demoCompany } from './seed-bulk.ts';
import { waitForServer } from './upload-client.ts';

const CLIENTS = Number(process.env['BENCH_PDF_CLIENTS'] ?? 20);
const SECONDS = Number(process.env['BENCH_PDF_SECONDS'] ?? 20);
const P99_TARGET_MS = 50;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(serverDir, '..');
const testDir = path.join(serverDir, 'test');

function onThread<T>(file: string, workerData: object): Promise<T> {
  const worker = new Worker(path.join(testDir, file), { workerData });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const stop = (child: ChildProcess) =>
  new Promise((r) => (child.exitCode !== null ? r(null) : (child.once('exit', r), child.kill('SIGTERM'))));

const summary = (sorted: number[]) =>
  `n=${sorted.length} p50=${percentile(sorted, 50).toFixed(1)} p99=${percentile(sorted, 99).toFixed(1)} max=${sorted.at(-1)!.toFixed(0)} ms`;

/** `loop`: what the clients loop — report PDFs, or (for comparison) the audits page itself */
async function run(label: string, env: Record<string, string>, surveys: string[], companyExtId: string, loop: 'pdf' | 'page' = 'pdf') {
  const port = 21_000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      ...benchServerEnv(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer({ base });
    const people = [ADMIN, COMPANY, MANAGER, AUDITOR, VIEWER];
    const tokens = await Promise.all(people.map((who) => token(base, who)));
    const admin = tokens[0]!;
    const auditsPage = `${base}/api/v1/survey?filterCompanyExtId=${companyExtId}&page=1&size=25`;
    // one download of each document by each person first, as a server that has been up a while has done
    for (const t of tokens)
      for (const s of surveys)
        await fetch(`${base}/api/v1/survey/${s}/report.pdf`, { headers: { authorization: `Bearer ${t}` } }).then((r) => r.arrayBuffer());
    const probe = (url: string, headers: Record<string, string>) =>
      onThread<number[]>('health-probe.worker.mjs', { url, headers, everyMs: 50, ms: SECONDS * 1000, giveUpMs: 30_000 });
    const quiet = await Promise.all([probe(`${base}/health`, {}), probe(auditsPage, { authorization: `Bearer ${admin}` })]);
    // each client loops the report of one scored audit as one of the demo people (an attacker ignores Retry-After)
    const loops = Array.from({ length: CLIENTS }, (_, i) =>
      onThread<number[]>('download-loop.worker.mjs', {
        url: loop === 'pdf' ? `${base}/api/v1/survey/${surveys[i % surveys.length]}/report.pdf` : auditsPage,
        tokens: [tokens[i % tokens.length]],
        ms: SECONDS * 1000,
      }),
    );
    const [health, page] = await Promise.all([probe(`${base}/health`, {}), probe(auditsPage, { authorization: `Bearer ${admin}` })]);
    const statuses = (await Promise.all(loops)).flat();
    const count = (s: number) => statuses.filter((x) => x === s).length;
    console.log(`\n${label}, ${CLIENTS} clients looping ${loop === 'pdf' ? 'report.pdf' : 'the audits page'} for ${SECONDS} s`);
    console.log(`  quiet:       /health ${summary(quiet[0])}; audits page ${summary(quiet[1])}`);
    console.log(`  downloading: /health ${summary(health)}; audits page ${summary(page)}`);
    console.log(`  answers: 200=${count(200)} 429=${count(429)} 503=${count(503)} (${(count(200) / SECONDS).toFixed(1)} per second)`);
    const met = percentile(health, 99) < P99_TARGET_MS && percentile(page, 99) < P99_TARGET_MS;
    console.log(`  target p99 < ${P99_TARGET_MS} ms for both: ${met ? 'met' : 'missed'}`);
  } finally {
    await stop(server);
  }
}

async function measure(label: string, target: DatabaseTarget, env: Record<string, string>) {
  const handle = await openDatabase(target);
  await migrateToLatest(handle);
  await seedDemo(handle.db);
  const company = await demoCompany(handle.db);
  const surveys = (
    await handle.db.selectFrom('surveys').select('externalId').where('state', '=', 'SCORED').where('companyId', '=', company.id).execute()
  ).map((s) => s.externalId);
  await handle.close();
  await run(`${label}, cache of rendered PDFs on`, env, surveys, company.externalId);
  await run(`${label}, cache off (every download renders)`, { ...env, PDF_CACHE_MB: '0' }, surveys, company.externalId);
  // the same flood of a cheap JSON call: what any call looped flat out costs the others, PDFs or not
  await run(`${label}, no PDFs`, env, surveys, company.externalId, 'page');
}

spawnSync('npm', ['run', 'build', '-w', 'contract'], { cwd: root, stdio: 'ignore' });
spawnSync('npm', ['run', 'build', '-w', 'reports'], { cwd: root, stdio: 'ignore' });
spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'ignore' });
console.log(`PDF stall bench: ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-pdf-stall-'));
try {
  if (benchDatabases().sqlite) await measure('SQLite', { kind: 'sqlite', file: path.join(dir, 'aquarisk.db') }, { DATA_DIR: dir });
  if (benchDatabases().postgres) {
    const cluster = await startPgCluster();
    try {
      await measure('PostgreSQL', { kind: 'postgres', url: cluster.url }, { DATA_DIR: dir, DATABASE_URL: cluster.url });
    } finally {
      cluster.stop();
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
