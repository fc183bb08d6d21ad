import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@aquarisk/contract/messages';
import { expectError } from '../../test/api-assertions.ts';
import { multipart } from '../../test/multipart.ts';
import { captureLogs } from '../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../test/demo-users.ts';

const logs = captureLogs();
const logged = logs.entries;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
});
afterAll(() => t.close());

const basic = (raw: string) => `Basic ${Buffer.from(raw).toString('base64')}`;

describe('malformed input answers 400, never 500', () => {
  it('a Basic header with a bad %-escape, on the token, reset and change endpoints', async () => {
    const calls = [
      { url: '/api/v1/oauth/token', payload: { grant_type: 'password', username: 'admin@example.com', password: DEMO_PASSWORD } },
      { url: '/api/v1/password/reset', payload: { email: 'admin@example.com' } },
      { url: '/api/v1/password/change', payload: { clid: 'whatever', password: 'long-enough-password' } },
    ];
    for (const auth of [basic('aquarisk-web:%E0%A4%A'), basic('aquarisk%zz-web:aquarisk-web-secret'), basic('aquarisk-web:%')]) {
      for (const call of calls) {
        const res = await t.app.inject({ method: 'POST', url: call.url, headers: { authorization: auth }, payload: call.payload });
        expect(res.statusCode, `${call.url}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ status: 400, error: 'invalid_request', message: serverMessages.malformedClientCredentials });
      }
    }
  });

  it('a multipart body without a boundary, or cut short', async () => {
    const token = await t.token('admin@example.com');
    const form = multipart(
      { name: 'cut-short' },
      { field: 'file', name: 'template.json', content: '{"sections":[]}', type: 'application/json' },
    );
    const post = (headers: Record<string, string>, payload: Buffer) =>
      t.app.inject({ method: 'POST', url: '/admin/api/v1/template', headers: { authorization: `Bearer ${token}`, ...headers }, payload });
    expectError(await post({ 'content-type': 'multipart/form-data' }, form.payload), 400, serverMessages.malformedMultipart);
    expectError(await post({ 'content-type': 'multipart/form-data; charset=utf-8' }, form.payload), 400, serverMessages.malformedMultipart);
    expectError(await post(form.headers, form.payload.subarray(0, form.payload.length - 20)), 400, serverMessages.malformedMultipart);
    expectError(await post(form.headers, form.payload.subarray(0, 40)), 400, serverMessages.malformedMultipart);
    expect(logged().filter((l) => l.level >= 50)).toEqual([]);
  });

  it('an upload the client aborts is logged as such, not at error level', async () => {
    const token = await t.token('admin@example.com');
    logs.clear();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const form = multipart(
      { name: 'aborted' },
      { field: 'file', name: 'template.json', content: 'x'.repeat(200_000), type: 'application/json' },
    );
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /admin/api/v1/template HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
    );
    socket.write(form.payload.subarray(0, 60_000));
    // Destroy once the server has started reading the upload.
    const incoming = () => logged().find((l) => l.msg === 'incoming request' && l.req?.url === '/admin/api/v1/template');
    await expect.poll(() => incoming() !== undefined, { timeout: 60_000 }).toBe(true);
    const reqId = incoming()!.reqId;
    socket.destroy();
    await expect
      .poll(() => logged().some((l) => l.reqId === reqId && l.msg === 'request aborted by the client'), { timeout: 60_000 })
      .toBe(true);
    expect(logged().filter((l) => l.level >= 50)).toEqual([]);
  });
});
