/**
 * Issue 25 item 2: the intelligence map and risk summary at 2,000 farms (the demo company plus BENCH_AUDITS audits on
 * BENCH_FARMS farms, as the ceiling bench's scale case adds them) and at 20,000 farms in one company (BENCH_IQ_FARMS,
 * two audits each), on SQLite and PostgreSQL. Each call BENCH_RUNS times through Fastify (app.inject, brotli asked
 * for, as a browser does) after one warm-up: p50, p99 (nearest rank), and the answer's size raw and as sent.
 * Calls the build does not have (the columns call before issue 25 item 2) are skipped.
 *   tsx --conditions=source bench/intelligence-map.bench.ts   (BENCH_PG=0 skips PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { startPgCluster } from '../test/pg-cluster.ts';
import { ADMIN } from '../test/demo-users.ts';
import { benchApp, benchDatabases, percentile } from './bench-harness.ts';
import { demoCompany, seedBulk } from './seed-bulk.ts';
import { seedIntelligence } from './seed-intelligence.ts';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 40);
const FARMS = Number(process.env['BENCH_FARMS'] ?? 2000);
const AUDITS = Number(process.env['BENCH_AUDITS'] ?? 100_000);
const IQ_FARMS = Number(process.env['BENCH_IQ_FARMS'] ?? 20_000);

interface Case {
  name: string;
  url: string;
  /** send the tag of the first answer: the unchanged-map revalidation */
  revalidate?: boolean;
}

const cases = (c: string): Case[] => [
  { name: 'map JSON (spec), scored farms', url: `/api/v1/iq/company/${c}?scored=true` },
  { name: 'map JSON (spec), all farms', url: `/api/v1/iq/company/${c}` },
  { name: 'map columns (web), all farms', url: `/api/v1/iq/company/${c}/columns` },
  { name: 'map columns, unchanged (304)', url: `/api/v1/iq/company/${c}/columns`, revalidate: true },
  { name: 'risk summary', url: `/api/v1/iq/company/${c}/risk` },
  { name: 'risk summary, one section', url: `/api/v1/iq/company/${c}/risk?section=Environment` },
  { name: 'countries, scored farms', url: `/api/v1/iq/my/company/${c}/countries?scored=true` },
];

interface Row {
  db: string;
  size: string;
  name: string;
  p50: number;
  p99: number;
  raw: number;
  sent: number;
  br11: number;
}

async function bench(label: string, target: DatabaseTarget): Promise<Row[]> {
  const handle = await openDatabase(target);
  await migrateToLatest(handle);
  await seedDemo(handle.db);
  const t0 = Date.now();
  await seedBulk(handle.db, FARMS, AUDITS);
  const big = await seedIntelligence(handle.db, IQ_FARMS);
  await sql`analyze`.execute(handle.db);
  console.error(`${label}: seeded in ${Math.round((Date.now() - t0) / 1000)} s`);
  const small = await demoCompany(handle.db);
  const { app, token } = await benchApp(handle);
  const rows: Row[] = [];
  for (const [size, company] of [
    [`${FARMS.toLocaleString('en')} farms`, small.externalId],
    [`${IQ_FARMS.toLocaleString('en')} farms`, big.externalId],
  ] as const) {
    for (const c of cases(company)) {
      const headers: Record<string, string> = { authorization: `Bearer ${await token(ADMIN)}`, 'accept-encoding': 'br' };
      const first = await app.inject({ method: 'GET', url: c.url, headers });
      if (first.statusCode === 404) continue; // a build without this call
      if (first.statusCode !== 200) throw new Error(`${c.name}: ${first.statusCode} ${first.body}`);
      const raw = first.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(first.rawPayload) : first.rawPayload;
      if (c.revalidate) headers['if-none-match'] = String(first.headers['etag']);
      const times: number[] = [];
      let sent = first.rawPayload.length;
      for (let i = 0; i < RUNS; i++) {
        const s = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url: c.url, headers });
        times.push(Number(process.hrtime.bigint() - s) / 1e6);
        if (c.revalidate && res.statusCode !== 304) throw new Error(`${c.name}: ${res.statusCode}, not 304`);
        sent = res.rawPayload.length;
      }
      times.sort((a, b) => a - b);
      const br11 = c.revalidate ? 0 : zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      rows.push({
        db: label,
        size,
        name: c.name,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        raw: c.revalidate ? 0 : raw.length,
        sent,
        br11,
      });
    }
  }
  await app.close();
  await handle.close();
  return rows;
}

const kb = (n: number) => (n >= 1_000_000 ? `${(n / 1_000_000).toFixed(2)} MB` : `${(n / 1000).toFixed(1)} KB`);

async function main() {
  const load = os.loadavg();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-iqmap-'));
  const rows: Row[] = [];
  try {
    if (benchDatabases().sqlite) rows.push(...(await bench('SQLite', { kind: 'sqlite', file: path.join(dir, 'aquarisk.db') })));
    if (benchDatabases().postgres) {
      const cluster = await startPgCluster();
      try {
        rows.push(...(await bench('PostgreSQL', { kind: 'postgres', url: cluster.url })));
      } finally {
        cluster.stop();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nload average before: ${load.map((x) => x.toFixed(2)).join(' ')}; ${RUNS} runs per call\n`);
  console.log('| database | company | call | p50 ms | p99 ms | raw | sent (brotli q4) | brotli q11 |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.db} | ${r.size} | ${r.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${kb(r.raw)} | ${kb(r.sent)} | ${kb(r.br11)} |`,
    );
}

await main();
