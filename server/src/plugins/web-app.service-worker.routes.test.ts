import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let web: string;
// What web/scripts/build-service-worker.mjs and precompress.mjs leave in web/dist.
const sw = `self.addEventListener('message', () => {});${' '.repeat(2000)}`;
const manifest = JSON.stringify({ name: 'Aquarisk', short_name: 'Aquarisk', start_url: '/audits' });

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Aquarisk</title>');
  fs.writeFileSync(path.join(web, 'sw.js'), sw);
  fs.writeFileSync(path.join(web, 'sw.js.br'), zlib.brotliCompressSync(sw));
  fs.writeFileSync(path.join(web, 'sw.js.gz'), zlib.gzipSync(sw));
  fs.writeFileSync(path.join(web, 'manifest.webmanifest'), manifest);
  fs.writeFileSync(path.join(web, 'assets/index-abc123.js'), 'export {};');
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

/** The policy header as directive → sources. */
const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('the installable app (issue 27 item 1)', () => {
  it('serves the service worker revalidated on every fetch, for the whole app, compressed or not', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const res = await t.app.inject({ url: '/sw.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      expect(res.headers['service-worker-allowed'], encoding).toBe('/');
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
    }
    // the hashed chunks keep their year-long cache; the worker's header is for the worker only
    const chunk = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves the web app manifest as a manifest, revalidated', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Aquarisk' });
  });

  it('lets the page register its worker and read its manifest under the policy (worker-src, manifest-src)', async () => {
    for (const url of ['/audits', '/sw.js']) {
      const policy = directives((await t.app.inject({ url })).headers['content-security-policy']);
      expect(policy['worker-src'], url).toContain("'self'");
      expect(policy['manifest-src'], url).toEqual(["'self'"]);
      // the worker's own script runs under the same strict script policy: no eval
      expect(policy['script-src'], url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    }
  });
});
