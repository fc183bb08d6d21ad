import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let web: string;
const gate = 'document.documentElement.setAttribute("data-signed-in","")';
const shell = '<!doctype html><title>Aquarisk — risk audits for aquaculture</title><div id="root"></div>';
// What web/scripts/prerender-landing.mjs writes: the landing markup in the shell, with one inline script.
const landing =
  '<!doctype html><title>Aquarisk: aerial and sub-sea risk audits for aquaculture</title>' +
  `<script>${gate}</script><div id="root" data-prerendered><h1>Aerial and sub-sea risk audits for aquaculture</h1></div>`;
// What web/scripts/login-page.mjs writes: the shell that also preloads the sign-in page's chunks.
const login = shell.replace('<div', '<link rel="modulepreload" crossorigin href="/assets/login-page-x.js"><div');

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), shell);
  fs.writeFileSync(path.join(web, 'landing.html'), landing);
  fs.writeFileSync(path.join(web, 'landing.html.br'), zlib.brotliCompressSync(landing));
  fs.writeFileSync(path.join(web, 'landing.html.gz'), zlib.gzipSync(landing));
  fs.writeFileSync(path.join(web, 'login.html'), login);
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const scriptSources = (policy: string) => /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

describe('the prerendered landing page (issue 25 item 5)', () => {
  it('is what / serves, its inline script allowed by its hash on that page only', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Aerial and sub-sea risk audits for aquaculture</h1>');
    const hash = `'sha256-${createHash('sha256').update(gate).digest('base64')}'`;
    const policy = String(res.headers['content-security-policy']);
    expect(scriptSources(policy)).toEqual(["'self'", "'wasm-unsafe-eval'", hash]);
    expect(policy).toContain("script-src-attr 'none'");

    const withQuery = await t.app.inject({ url: '/?utm_source=mail' });
    expect(withQuery.body).toContain('data-prerendered');
  });

  it('goes out pre-compressed as the client accepts', async () => {
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(landing);
    const gz = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(landing);
  });

  it('sends /login the shell that preloads the sign-in page, under the policy without the hash (issue 37 item 16)', async () => {
    for (const url of ['/login', '/login?from=mail']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(login);
      expect(scriptSources(String(res.headers['content-security-policy'])), url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    }
  });

  it('leaves every other page the app shell, under the policy without the hash', async () => {
    for (const url of ['/audits', '/audits?page=2', '/landing', '/forgotpassword', '/login/other']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
      expect(scriptSources(String(res.headers['content-security-policy'])), url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    }
    // and an API path still answers 404, not a page
    expect((await t.app.inject({ url: '/api/v1/nothing-here' })).statusCode).toBe(404);
  });
});
