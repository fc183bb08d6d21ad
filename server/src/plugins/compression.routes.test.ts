import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let web: string;
const script = `console.log(${JSON.stringify('aquarisk '.repeat(400))});\n`;

beforeAll(async () => {
  // A built web app as web/scripts/precompress.mjs leaves it: each asset with its .br and .gz copies.
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Aquarisk</title>');
  const asset = path.join(web, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('compression (issue 14)', () => {
  it('compresses JSON answers over 1 KB with brotli or gzip, as the client asks, and leaves them whole otherwise', async () => {
    const token = await t.token('admin@example.com');
    const ask = (encoding?: string) =>
      t.app.inject({
        url: '/admin/api/v1/template',
        headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = plain.body;
    expect(body.length).toBeGreaterThan(1024);
    const br = await ask('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    expect(br.rawPayload.length).toBeLessThan(body.length / 2);
    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(body);
  });

  it('serves the web app pre-compressed files, with a year-long immutable cache on hashed assets', async () => {
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // A deep link gets index.html, never cached.
    const deep = await t.app.inject({ url: '/audits', headers: { 'accept-encoding': 'br' } });
    expect(deep.headers['cache-control']).toBe('no-cache');
  });
});
