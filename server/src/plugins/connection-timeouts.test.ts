import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rawConnection, until } from '../../test/raw-http.ts';
import { watchIdleConnections } from './connection-timeouts.ts';

const IDLE_MS = 300;
let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A bare server with the idle rule, whose route reads the whole body and then works `workMs` before answering. */
async function serverWorking(workMs: number) {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => setTimeout(() => res.end('done'), workMs));
  });
  server.setTimeout(IDLE_MS);
  watchIdleConnections(server, { headersMs: 60_000, bodyIdleMs: IDLE_MS, requestMs: 3_600_000, signedOutRequestMs: 3_600_000 });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

describe('the body-idle rule', () => {
  it('keeps a connection whose request is whole while the route works silently for many idle limits', async () => {
    const conn = await rawConnection(await serverWorking(IDLE_MS * 5));
    await conn.write('POST /work HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nok');
    await until(() => conn.answer() !== null || conn.socket.destroyed);
    expect(conn.answer()?.status).toBe(200);
    expect(conn.answer()?.body).toContain('done');
    conn.end();
  });

  it('cuts a connection whose body stops arriving', async () => {
    const conn = await rawConnection(await serverWorking(0));
    await conn.write('POST /work HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nok');
    const after = await conn.closedAfter(IDLE_MS + 5_000);
    expect(after).not.toBeNull();
    expect(conn.answer()).toBeNull();
  });
});
