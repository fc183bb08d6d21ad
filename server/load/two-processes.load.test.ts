import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPgCluster, type PgCluster } from '../test/pg-cluster.ts';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { api, CLIENT, passwordGrant, signIn, startServerProcess, waitHealthy } from './support/server-process.ts';
import { DEMO_PASSWORD } from '../test/demo-users.ts';

/**
 * More than one server process (issue 14): two processes on one PostgreSQL database and one S3-protocol object store,
 * as a deployment of N stateless processes runs them. A session opened on one is served by the other, an answer
 * written through one is read through the other, footage uploaded through one plays through the other, and both the
 * per-address limits and the sign-in back-off are counted once for both.
 */
let pg: PgCluster;
let s3: TestS3;
let firstSurvey = '';
const dirs: string[] = [];
const servers: ChildProcess[] = [];
let a: string;
let b: string;

beforeAll(async () => {
  pg = await startPgCluster();
  s3 = await startTestS3();
  const shared = {
    ...s3.env,
    DATABASE_URL: pg.url,
    JWT_SECRET: 'two-processes-share-this-secret-0123456789',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    RATE_LIMIT_SIGNIN_PER_MINUTE: '6',
    RATE_LIMIT_ACCOUNT_FAILURES: '3',
  };
  const start = async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-two-'));
    dirs.push(dataDir);
    const base = `http://127.0.0.1:${port}`;
    servers.push(
      startServerProcess({
        ...shared,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        WEB_DIST: path.join(dataDir, 'no-web'),
      }),
    );
    await waitHealthy(base);
    return base;
  };
  // One after the other: the first migrates and seeds, the second finds the database ready.
  a = await start();
  b = await start();
}, 180_000);

afterAll(async () => {
  for (const s of servers) s.kill('SIGTERM');
  pg?.stop();
  await s3?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL database', () => {
  it('serve a session opened on the other, and read the answers written through the other', async () => {
    const token = await signIn(a, 'auditor@example.com');
    const me = await api<{ email: string; externalId: string; currentCompany: { externalId: string } }>(b, token, 'GET', '/api/v1/user/me');
    expect(me.status).toBe(200);
    expect(me.json.email).toBe('auditor@example.com');

    const admin = await signIn(b, 'admin@example.com');
    const templates = (await api<{ id: string; name: string }[]>(a, admin, 'GET', '/admin/api/v1/template')).json;
    const company = me.json.currentCompany.externalId;
    const farm = (await api<{ externalId: string }[]>(b, admin, 'GET', `/api/v1/company/${company}/farm`)).json[0]!.externalId;
    const launched = await api<{ surveyExtId: string }>(a, admin, 'POST', `/admin/api/v1/template/${templates[0]!.id}/launch`, {
      name: 'Two processes',
      surveyYear: '2026',
      description: 'x',
      companyExtId: company,
      farmExtId: farm,
      userExtIds: [me.json.externalId],
    });
    const survey = launched.json.surveyExtId;
    firstSurvey = survey;
    const current = await api<{ question: { id: number; answerType: string; answerOptions: { ordinal: number }[] } }>(
      b,
      token,
      'GET',
      `/api/v1/survey/${survey}/current`,
    );
    const q = current.json.question;
    const answer = q.answerType === 'YES_NO' ? 'YES' : q.answerOptions.length ? `[${q.answerOptions[0]!.ordinal}]` : 'Two processes';
    expect((await api(a, token, 'POST', `/api/v1/survey/${survey}/next`, { questionId: q.id, answerValue: answer })).status).toBe(200);
    const sections = await api<{ steps: { questions: { id: number; answered: boolean }[] }[] }[]>(
      b,
      token,
      'GET',
      `/api/v1/survey/${survey}/sections`,
    );
    const answered = sections.json.flatMap((s) => s.steps.flatMap((st) => st.questions)).find((x) => x.id === q.id);
    expect(answered?.answered).toBe(true);
  });

  it('play footage uploaded through the other, seek in it, and delete it for both', async () => {
    const auditor = await signIn(a, 'auditor@example.com');
    const clip = fs.readFileSync(path.join(import.meta.dirname, '../src/seed/media/drone-clip.mp4'));
    const form = new FormData();
    form.append('name', 'two processes.mp4');
    form.append('file', new Blob([clip], { type: 'video/mp4' }), 'two processes.mp4');
    const up = await fetch(`${a}/api/v1/survey/${firstSurvey}/media/category/drone`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auditor}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const listed = await api<{ items: { externalId: string; name: string; downloadUri: string }[] }>(
      b,
      auditor,
      'GET',
      `/api/v1/survey/${firstSurvey}/media/category/drone?latestOnly=true`,
    );
    const item = listed.json.items[0]!;
    expect(item.name).toBe('two-processes.mp4');
    const whole = await fetch(`${b}${item.downloadUri}`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(clip)).toBe(true);
    const part = await fetch(`${a}${item.downloadUri}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(100, 200))).toBe(true);
    const before = (await s3.keys()).length;
    expect((await api(b, auditor, 'DELETE', `/api/v1/survey/${firstSurvey}/media/${item.externalId}`)).status).toBe(204);
    expect((await s3.keys()).length).toBe(before - 1);
    expect((await fetch(`${a}${item.downloadUri}`)).status).toBe(404);
  });

  it('count one address against its limit on both processes', async () => {
    const reset = (base: string) =>
      fetch(`${base}/api/v1/password/reset`, {
        method: 'POST',
        headers: { authorization: CLIENT, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'viewer@example.com' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await reset(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('slow down guessing on one process for the other too (the back-off is in the database)', async () => {
    // The per-address limit above is spent for this minute on the password routes; sign-in has its own.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await passwordGrant(i % 2 === 0 ? a : b, 'farmer@example.com', `guess-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400]);
    const blocked = await passwordGrant(b, 'farmer@example.com', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
