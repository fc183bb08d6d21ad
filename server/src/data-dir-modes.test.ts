import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, signIn, waitHealthy } from '../load/support/server-process.ts';
import { AUDITOR } from '../test/demo-users.ts';
import { notOwnerOnly } from '../test/file-modes.ts';
import { freePort } from '../test/pg-cluster.ts';
import { dbKind, newPgDatabase } from '../test/test-app.ts';

/**
 * Issue 37 item 21: the real server (main.ts) creates DATA_DIR and everything in it for its owner only: directories
 * 0700; the SQLite file with its -wal and -shm, the token-signing secret, stored and unfinished uploads 0600. Before,
 * DATA_DIR was 0755 and the database 0644, so anyone on the machine could read every account. On PostgreSQL the
 * directory still holds the secret and the files.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-modes-'));
const dataDir = path.join(root, 'data', 'aquarisk');
let base: string;
let server: ReturnType<typeof startServerProcess>;
let dropPg: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const pg = dbKind === 'postgres' ? await newPgDatabase({ seeded: true }) : undefined;
  dropPg = pg?.drop;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startServerProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_URL: '' }),
  });
  await waitHealthy(base);
}, 120_000);
afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await dropPg?.();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("the server's data directory", () => {
  it("is the owner's only, with all it holds: database, secret, stored and unfinished uploads", async () => {
    const token = await signIn(base, AUDITOR);
    const auth = { authorization: `Bearer ${token}` };
    const list = (await (await fetch(`${base}/api/v1/survey?size=1`, { headers: auth })).json()) as {
      companies: { farms: { surveys: { externalId: string }[] }[] }[];
    };
    const survey = list.companies[0]!.farms[0]!.surveys[0]!.externalId;
    const tus = { 'tus-resumable': '1.0.0', ...auth };
    const created = await fetch(`${base}/api/v1/survey/${survey}/media/category/drone/uploads`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': '1000', 'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}` },
    });
    expect(created.status, await created.text()).toBe(201);
    const patched = await fetch(new URL(created.headers.get('location')!, base), {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(100),
    });
    expect(patched.status).toBe(204);

    const held = fs.readdirSync(dataDir);
    expect(held).toContain('jwt-secret');
    if (dbKind === 'sqlite') expect(held).toEqual(expect.arrayContaining(['aquarisk.db', 'aquarisk.db-wal', 'aquarisk.db-shm']));
    expect(fs.readdirSync(path.join(dataDir, 'files', 'uploads')).length).toBeGreaterThanOrEqual(2);
    expect(notOwnerOnly(path.join(root, 'data'))).toEqual({});
  });
});
