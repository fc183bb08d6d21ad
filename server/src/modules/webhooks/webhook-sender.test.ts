import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookUrl } from './webhook-address-guard.ts';
import { postSigned, RESPONSE_BODY_MAX } from './webhook-sender.ts';

/** One delivery attempt against a real server on 127.0.0.1: signature, redirects, the time limit, the body cap. */
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const hits: string[] = [];
let server: http.Server;
let origin = '';
let lastVerified: unknown = null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/redirect') return res.writeHead(302, { location: `${origin}/target` }).end();
      if (req.url === '/hang') return; // never answers
      if (req.url === '/big') return res.writeHead(500).end('y'.repeat(50_000));
      lastVerified = new Webhook(SECRET).verify(body, req.headers as Record<string, string>);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const send = async (path: string, timeoutMs = 5000) =>
  postSigned(
    await checkWebhookUrl(`${origin}${path}`, true),
    { id: 'msg_test', payload: '{"type":"webhook.test","data":{}}', secrets: [SECRET] },
    timeoutMs,
  );

describe('postSigned', () => {
  it('sends a body the receiver verifies; a 2xx delivers', async () => {
    expect(await send('/ok')).toEqual({ ok: true, status: 204, body: '', error: null });
    expect(lastVerified).toEqual({ type: 'webhook.test', data: {} });
  });

  it('follows no redirect: a 3xx fails and the target is never asked', async () => {
    expect(await send('/redirect')).toMatchObject({ ok: false, status: 302 });
    expect(hits).not.toContain('/target');
  });

  it('keeps at most RESPONSE_BODY_MAX characters of an answer', async () => {
    const r = await send('/big');
    expect(r).toMatchObject({ ok: false, status: 500 });
    expect(r.body).toHaveLength(RESPONSE_BODY_MAX);
  });

  it('gives up on a receiver that does not answer within the time limit', async () => {
    const started = Date.now();
    expect(await send('/hang', 300)).toEqual({ ok: false, status: null, body: null, error: 'No answer within 0.3 s' });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
