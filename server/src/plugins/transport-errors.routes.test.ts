import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@aquarisk/contract/messages';
import { requestLimitMessages } from '@aquarisk/contract/request-limits';
import { rawConnection } from '../../test/raw-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let port: number;
/** The security headers of an ordinary answer, which every error answer must carry too. */
let security: Record<string, string>;

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  const health = await t.app.inject({ method: 'GET', url: '/health' });
  security = Object.fromEntries(SECURITY_HEADERS.map((h) => [h, String(health.headers[h])]));
  expect(Object.values(security)).not.toContain('undefined');
});
afterAll(() => t.close());

describe("Fastify's and Node's own error answers use the app's error body and security headers (issue 21, item 12)", () => {
  it('a path parameter past the router limit: 414, and the address is not echoed', async () => {
    const long = `echo-${'x'.repeat(300)}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/company/${long}` });
    expect(res.statusCode, res.body).toBe(414);
    expect(res.json()).toEqual({ status: 414, error: 'URI Too Long', code: 'URI_TOO_LONG', message: requestLimitMessages.uriTooLong });
    expect(res.body).not.toContain('echo-');
    for (const [name, value] of Object.entries(security)) expect(res.headers[name], name).toBe(value);
  });

  it('an address that does not decode: 400, not echoed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/company/echo-%E0%A4%A' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ status: 400, error: 'Bad Request', code: 'BAD_REQUEST', message: serverMessages.badRequest });
    expect(res.body).not.toContain('echo-');
    for (const [name, value] of Object.entries(security)) expect(res.headers[name], name).toBe(value);
  });

  it('a header block too large for the parser: 431 on the wire, with the body and headers', async () => {
    const conn = await rawConnection(port);
    await conn.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Echo: echo-${'y'.repeat(20_000)}\r\n\r\n`);
    expect(await conn.closedAfter(10_000)).not.toBeNull();
    const answer = conn.answer();
    expect(answer?.status).toBe(431);
    expect(JSON.parse(answer!.body)).toEqual({
      status: 431,
      error: 'Request Header Fields Too Large',
      code: 'HEADERS_TOO_LARGE',
      message: requestLimitMessages.headersTooLarge,
    });
    expect(answer!.headers['content-type']).toContain('application/json');
    for (const [name, value] of Object.entries(security)) expect(answer!.headers[name], name).toBe(value);
  });
});
