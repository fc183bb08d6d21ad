import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../test/demo-users.ts';

export interface BenchCase {
  who: string;
  name: string;
  request: Omit<InjectOptions, 'headers'>;
}

/** The app on a seeded database, with a cached access token per demo user. */
export async function benchApp(handle: DatabaseHandle) {
  // throughput benches send one user's answer batches back to back: the per-user write budget is lifted, as sign-in limits
  const config = loadConfig({
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
    ANSWER_WRITE_MS_PER_USER: '100000000',
  });
  const app: FastifyInstance = await buildApp({
    config,
    database: handle,
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0',
    logger: false,
  });
  const auth = 'Basic ' + Buffer.from('aquarisk-web:aquarisk-web-secret').toString('base64');
  const tokens = new Map<string, string>();
  const token = async (email: string) => {
    if (!tokens.has(email)) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/oauth/token',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=password&username=${email}&password=${DEMO_PASSWORD}`,
      });
      tokens.set(email, res.json<{ access_token: string }>().access_token);
    }
    return tokens.get(email)!;
  };
  return { app, token };
}

/** Nearest-rank percentile of sorted times. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Times each case `runs` times through the full HTTP stack after one warm-up call; returns the sorted times. */
export async function timeCases(handle: DatabaseHandle, cases: BenchCase[], runs: number, check?: (c: BenchCase, body: string) => void) {
  const { app, token } = await benchApp(handle);
  const out: { name: string; times: number[] }[] = [];
  for (const c of cases) {
    const headers = { authorization: `Bearer ${await token(c.who)}` };
    const first = await app.inject({ ...c.request, headers });
    if (first.statusCode !== 200) throw new Error(`${c.name}: ${first.statusCode} ${first.body}`);
    check?.(c, first.body);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = process.hrtime.bigint();
      await app.inject({ ...c.request, headers });
      times.push(Number(process.hrtime.bigint() - s) / 1e6);
    }
    out.push({ name: c.name, times: times.sort((a, b) => a - b) });
  }
  await app.close();
  return out;
}

/**
 * Which databases a bench runs on, from BENCH_PG: both by default (as `npm run bench` records them), `0` SQLite
 * alone, `only` PostgreSQL alone (to set beside an earlier SQLite run when the machine's time is short).
 */
export function benchDatabases(): { sqlite: boolean; postgres: boolean } {
  const pg = process.env['BENCH_PG'];
  return { sqlite: pg !== 'only', postgres: pg !== '0' };
}

/** The environment of a bench's own server process (dist/main.js) on `port`: no demo seed, no web build, sign-in unlimited. */
export const benchServerEnv = (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  RATE_LIMIT_SIGNIN_PER_MINUTE: '100000000',
  WEB_DIST: path.join(os.tmpdir(), 'no-web'),
});
