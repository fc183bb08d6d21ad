import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimitMessages } from '@aquarisk/contract/request-limits';
import { AUDITOR } from '../../test/demo-users.ts';
import { auditOf, mp4 } from '../../test/media-helpers.ts';
import { rawConnection, until } from '../../test/raw-http.ts';
import { CLIENT_AUTH, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestStorage, type TestStorage } from '../../test/test-storage.ts';

/** Short limits so the test takes seconds (production: 20 s, 60 s and 4 hours). */
const HEADERS_S = 2;
const IDLE_S = 1;
const REQUEST_S = 6;
/** What a busy two-core machine may add to a limit before the cut is seen. */
const SLACK_MS = 3_000;

let t: TestApp;
let storage: TestStorage;
let port: number;
beforeAll(async () => {
  storage = await createTestStorage('local');
  t = await createTestApp({
    ...storage.env,
    HEADERS_TIMEOUT_SECONDS: String(HEADERS_S),
    BODY_IDLE_TIMEOUT_SECONDS: String(IDLE_S),
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_S),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await storage.close();
});

const head = (path: string, headers: Record<string, string>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

/** Sends the head and part of the body, goes quiet, and expects the server to close within the idle limit. */
async function expectIdleCut(
  path: string,
  headers: Record<string, string>,
  partialBody: string | Buffer,
  whileQuiet?: () => Promise<void>,
) {
  const conn = await rawConnection(port);
  await conn.write(head(path, headers));
  await conn.write(partialBody);
  await whileQuiet?.();
  const after = await conn.closedAfter(IDLE_S * 1000 + SLACK_MS + 5_000);
  conn.end();
  expect(after, `${path}: still open ${IDLE_S * 1000 + SLACK_MS + 5_000} ms after the client went quiet`).not.toBeNull();
  expect(after!).toBeGreaterThanOrEqual(IDLE_S * 1000 * 0.9);
  expect(after!).toBeLessThan(IDLE_S * 1000 + SLACK_MS);
}

function mediaUpload(survey: string, token: string) {
  const boundary = '----aquarisk-slow';
  const start = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const body = Buffer.concat([start, mp4, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(body.length),
  };
  return { path: `/api/v1/survey/${survey}/media/category/submarine`, headers, body };
}

describe('transport time-outs on a listening server (issue 21, item 8)', () => {
  it('cuts a client that sends headers and part of a body and goes quiet: contact form and token endpoint', async () => {
    await expectIdleCut('/api/v1/contact', { 'content-type': 'application/json', 'content-length': '1000' }, '{"name":"Ann",');
    await expectIdleCut(
      '/api/v1/oauth/token',
      { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '1000' },
      'grant_type=password&username=',
    );
  });

  it('cuts a stalled upload and removes its temporary file and leaves no row', async () => {
    const upload = mediaUpload(await auditOf(t, AUDITOR), await t.token(AUDITOR));
    const stored = async () => (await storage.stored()).some((f) => f.startsWith('.tmp/'));
    await expectIdleCut(upload.path, upload.headers, upload.body.subarray(0, upload.body.length - 5_000), () => until(stored));
    await until(async () => (await storage.stored()).length === 0);
    expect(await t.database.db.selectFrom('media').select('id').where('name', '=', 'slow.mp4').execute()).toEqual([]);
  });

  it('lets a slow but steady upload live far past the idle limit', async () => {
    const upload = mediaUpload(await auditOf(t, AUDITOR), await t.token(AUDITOR));
    const conn = await rawConnection(port);
    await conn.write(head(upload.path, upload.headers));
    const started = performance.now();
    const pieces = 14;
    const size = Math.ceil(upload.body.length / pieces);
    for (let i = 0; i < pieces; i++) {
      await conn.write(upload.body.subarray(i * size, (i + 1) * size));
      // A quarter of the idle limit between pieces: never silent long enough to be cut.
      await new Promise((r) => setTimeout(r, (IDLE_S * 1000) / 4));
    }
    expect(performance.now() - started).toBeGreaterThan(3 * IDLE_S * 1000);
    await until(() => conn.answer() !== null);
    expect(conn.answer()?.status, conn.answer()?.body).toBe(201);
    conn.end();
  });

  it('answers 408 to headers that trickle in past the header limit', async () => {
    const conn = await rawConnection(port);
    const opened = performance.now();
    await conn.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    let closed: number | null = null;
    for (let i = 0; closed === null && i < 60; i++) {
      await conn.write(`X-Trickle-${i}: ${i}\r\n`).catch(() => undefined);
      closed = await conn.closedAfter((IDLE_S * 1000) / 4);
    }
    expect(closed, 'still open after 60 header lines').not.toBeNull();
    expect(performance.now() - opened).toBeGreaterThanOrEqual(HEADERS_S * 1000 * 0.9);
    expect(performance.now() - opened).toBeLessThan(HEADERS_S * 1000 + SLACK_MS);
    expect(conn.answer()?.status).toBe(408);
    expect(JSON.parse(conn.answer()!.body)).toEqual({
      status: 408,
      error: 'Request Timeout',
      code: 'REQUEST_TIMEOUT',
      message: requestLimitMessages.requestTimeout,
    });
    expect(conn.answer()?.headers['x-content-type-options']).toBe('nosniff');
  });

  it('cuts a request whose body is still arriving after the request limit, however steadily', async () => {
    const conn = await rawConnection(port);
    const opened = performance.now();
    await conn.write(head('/api/v1/contact', { 'content-type': 'application/json', 'content-length': '100000' }));
    await conn.write('{"name":"');
    let closed: number | null = null;
    for (let i = 0; closed === null && i < 100; i++) {
      await conn.write('a').catch(() => undefined);
      closed = await conn.closedAfter((IDLE_S * 1000) / 4);
    }
    expect(closed, 'still open after 100 steady pieces').not.toBeNull();
    expect(performance.now() - opened).toBeGreaterThanOrEqual(REQUEST_S * 1000 * 0.9);
    expect(performance.now() - opened).toBeLessThan(REQUEST_S * 1000 + SLACK_MS);
    expect(conn.answer()?.status).toBe(408);
  });
});
