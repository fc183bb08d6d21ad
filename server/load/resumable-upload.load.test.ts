import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPgCluster, type PgCluster } from '../test/pg-cluster.ts';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { api, signIn, startServerProcess, waitHealthy } from './support/server-process.ts';
import { cuttingProxy, randomVideo, settledOffset, sha256Of, tusCreate, tusPatch } from './support/tus-wire.ts';

/**
 * Issue 27 item 5: a 200 MB upload through a proxy that cuts the link at about half, resumed (HEAD gives the offset,
 * PATCH continues), stored byte for byte. Local driver: one server process on SQLite. S3: two processes on one bucket
 * and one PostgreSQL database; the upload starts on the first and resumes on the second.
 */
const SIZE = 200 * 1024 * 1024;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-tus-load-'));
const video = path.join(work, 'dive.mp4');
let sha = '';
const servers: ChildProcess[] = [];
let pg: PgCluster | undefined;
let s3: TestS3 | undefined;

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
  const base = `http://127.0.0.1:${port}`;
  servers.push(
    startServerProcess({
      JWT_SECRET: 'resumable-upload-load-secret-0123456789',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      WEB_DIST: path.join(dataDir, 'no-web'),
    }),
  );
  await waitHealthy(base);
  return { base, port };
}

async function firstAudit(base: string, token: string) {
  const list = await api<{ companies: { farms: { surveys: { externalId: string }[] }[] }[] }>(base, token, 'GET', '/api/v1/survey?size=50');
  return list.json.companies.flatMap((c) => c.farms.flatMap((f) => f.surveys))[0]!.externalId;
}

/** Starts the upload on `first` through a cutting proxy, resumes it on `second`; the stored file's sha256. */
async function cutAndResume(first: { base: string; port: number }, second: { base: string }) {
  const token = await signIn(first.base, 'auditor@example.com');
  const survey = await firstAudit(first.base, token);
  const proxy = await cuttingProxy(first.port, SIZE / 2);
  try {
    const url = await tusCreate(proxy.base, token, `/api/v1/survey/${survey}/media/category/submarine/uploads`, SIZE, 'long dive.mp4');
    await expect(tusPatch(proxy.base, token, url, video, 0, SIZE)).rejects.toThrow();
    expect(proxy.cut).toBe(true);
    const offset = await settledOffset(second.base, token, url);
    expect(offset).toBeGreaterThan(SIZE * 0.3);
    expect(offset).toBeLessThan(SIZE * 0.55);
    const done = await tusPatch(second.base, token, url, video, offset, SIZE);
    expect(done.status, done.body).toBe(200);
    const item = JSON.parse(done.body) as { size: number; downloadUri: string };
    expect(item.size).toBe(SIZE);
    const file = await fetch(`${first.base}${item.downloadUri}`);
    expect(file.status).toBe(200);
    return { offset, stored: await sha256Of(Readable.fromWeb(file.body as WebReadableStream)) };
  } finally {
    await proxy.close();
  }
}

beforeAll(async () => {
  sha = await randomVideo(video, SIZE);
}, 120_000);

afterAll(async () => {
  for (const s of servers) s.kill('SIGTERM');
  pg?.stop();
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a 200 MB resumable upload cut at about half', () => {
  it('resumes from the offset on the local driver and stores the same bytes', async () => {
    const server = await startServer({});
    const { offset, stored } = await cutAndResume(server, server);
    console.info(`local driver: resumed at ${(offset / 1048576).toFixed(1)} MB of 200`);
    expect(stored).toBe(sha);
  });

  it('on the S3 store, resumes on another server process and stores the same bytes', async () => {
    pg = await startPgCluster();
    s3 = await startTestS3();
    const shared = { ...s3.env, DATABASE_URL: pg.url };
    // One after the other: the first migrates and seeds, the second finds the database ready.
    const a = await startServer(shared);
    const b = await startServer(shared);
    const { offset, stored } = await cutAndResume(a, b);
    console.info(`s3 store: resumed on the second process at ${(offset / 1048576).toFixed(1)} MB of 200`);
    expect(stored).toBe(sha);
    // Nothing of the upload's state is left in the bucket: the finished file only.
    expect((await s3.keys()).filter((k) => k.startsWith('uploads/'))).toHaveLength(1);
  });
});
