/**
 * npm run bench (third part): bounded memory while uploading. Starts the real server (node + tsx, one process) on
 * loopback with a fresh DATA_DIR and SQLite, streams a 1 GB mp4-headed file to the footage API and a 100 MB
 * environmental CSV to POST /data, and reads the server's peak RSS (VmHWM) after each. The goal: the uploads add
 * under 150 MB to the started server's peak.
 * BENCH_VIDEO_MB (default 1024), BENCH_CSV_MB (default 100), BENCH_STORAGE=local|s3 (s3: s3rver on loopback).
 * It measures what production runs: the compiled server (`node dist/main.js`, as `npm start`), built first.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestS3 } from '../test/s3-server.ts';
import { postStream, signIn, waitForServer, type Server } from './upload-client.ts';

const VIDEO_MB = Number(process.env['BENCH_VIDEO_MB'] ?? 1024);
const CSV_MB = Number(process.env['BENCH_CSV_MB'] ?? 100);
const STORAGE = process.env['BENCH_STORAGE'] ?? 'local';
/**
 * The goal is on what the uploads add to the started server, not on its absolute size: Node 24's V8 sizes its young
 * generation larger than Node 20's, so the same server starts at about 310 MB instead of 146 (docs/performance.md,
 * "Upload memory"). A 1 GB file or a 100 MB CSV held in memory would add far more than this.
 */
const GROWTH_LIMIT_MB = 150;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const peakRssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
};

/** 1 MB chunks: an mp4 `ftyp` box first, then filler. */
function* videoChunks(mb: number) {
  const first = Buffer.alloc(1024 * 1024, 0x2a);
  Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(first);
  yield first;
  const rest = Buffer.alloc(1024 * 1024, 0x2a);
  for (let i = 1; i < mb; i++) yield rest;
}

/** About `mb` MB of per-second readings of three parameters. */
function* csvChunks(mb: number) {
  yield Buffer.from('timestamp,temperature (C),dissolved_oxygen (mg/l),salinity (ppt)\n');
  const start = Date.UTC(2025, 0, 1);
  let bytes = 0;
  for (let s = 0; bytes < mb * 1024 * 1024;) {
    const lines: string[] = [];
    for (let i = 0; i < 5000; i++, s++) {
      const t = new Date(start + s * 1000).toISOString().replace('.000Z', 'Z');
      lines.push(
        `${t},${(10 + Math.sin(s / 3600)).toFixed(2)},${(9 + Math.cos(s / 7200)).toFixed(2)},${(33.5 + Math.sin(s / 44700) / 4).toFixed(2)}`,
      );
    }
    const chunk = Buffer.from(`${lines.join('\n')}\n`);
    bytes += chunk.length;
    yield chunk;
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-bench-upload-'));
  const s3 = STORAGE === 's3' ? await startTestS3() : null;
  const port = 18_000 + Math.floor(Math.random() * 2000);
  for (const workspace of ['contract', 'server']) {
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: path.join(serverDir, '..'), stdio: 'ignore' });
    if (build.status !== 0) throw new Error(`building ${workspace} failed`);
  }
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...(s3?.env ?? {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server: Server = { base: `http://127.0.0.1:${port}` };
  try {
    await waitForServer(server);
    const started = peakRssMb(child.pid!);
    const token = await signIn(server, 'auditor@example.com');
    const audits = (await (
      await fetch(`${server.base}/api/v1/survey?size=5`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      companies: { farms: { surveys: { externalId: string }[] }[] }[];
    };
    const survey = audits.companies[0]!.farms[0]!.surveys[0]!.externalId;

    const video = await postStream(
      server,
      token,
      `/api/v1/survey/${survey}/media/category/submarine`,
      {},
      'dive.mp4',
      videoChunks(VIDEO_MB),
    );
    const afterVideo = peakRssMb(child.pid!);
    const csv = await postStream(server, token, '/api/v1/data', { surveyExtId: survey }, 'sensors.csv', csvChunks(CSV_MB));
    const afterCsv = peakRssMb(child.pid!);
    const envStart = performance.now();
    const env = await fetch(`${server.base}/api/v1/survey/${survey}/environment`, { headers: { authorization: `Bearer ${token}` } });
    const envMs = performance.now() - envStart;
    const envBody = (await env.json()) as { series: { count: number; points: unknown[] }[] };
    const afterRead = peakRssMb(child.pid!);

    const rows = [
      ['server started (demo seeded)', '', '', started],
      [`${VIDEO_MB} MB footage upload (${STORAGE})`, `${video.status}`, `${(video.ms / 1000).toFixed(1)} s`, afterVideo],
      [`${CSV_MB} MB environmental CSV`, `${csv.status} ${csv.body.slice(0, 80)}`, `${(csv.ms / 1000).toFixed(1)} s`, afterCsv],
      [
        `GET environment (${envBody.series[0]?.count ?? 0} readings a series, ${envBody.series[0]?.points.length ?? 0} points)`,
        `${env.status}`,
        `${(envMs / 1000).toFixed(1)} s`,
        afterRead,
      ],
    ] as const;
    console.log(`\nUpload memory, ${os.cpus().length} cores, Node ${process.version}, SQLite, ${STORAGE} storage\n`);
    console.log('| step | status | time | server peak RSS MB |\n|---|---|---|---|');
    for (const [step, status, time, rss] of rows) console.log(`| ${step} | ${status} | ${time} | ${rss.toFixed(0)} |`);
    const peak = Math.max(...rows.map((r) => r[3]));
    const growth = peak - started;
    console.log(`\nPeak RSS ${peak.toFixed(0)} MB, ${growth.toFixed(0)} MB over the started server (goal: under ${GROWTH_LIMIT_MB} MB).`);
    if (video.status !== 201 || csv.status !== 201 || growth >= GROWTH_LIMIT_MB) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
