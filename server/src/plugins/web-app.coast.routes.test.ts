import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let web: string;
// Any bytes stand in for a vector tile: the server only serves the file.
const tile = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 7));

beforeAll(async () => {
  // A built web app with the offline map's tiles, as the web build leaves them (scripts/coastline, precompress.mjs).
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-web-'));
  fs.mkdirSync(path.join(web, 'coast/5/16'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Aquarisk</title>');
  fs.writeFileSync(path.join(web, 'coast/5/16/9.pbf'), tile);
  fs.writeFileSync(path.join(web, 'coast/5/16/9.pbf.gz'), zlib.gzipSync(tile));
  fs.writeFileSync(path.join(web, 'coast/5/16/10.pbf'), Buffer.alloc(0));
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('offline map tiles (issue 24)', () => {
  it('serves a tile as protobuf with a week-long cache, gzipped when the client takes it', async () => {
    const plain = await t.app.inject({ url: '/coast/5/16/9.pbf' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/x-protobuf');
    expect(plain.headers['cache-control']).toBe('public, max-age=604800');
    expect(plain.rawPayload.equals(tile)).toBe(true);
    const gz = await t.app.inject({ url: '/coast/5/16/9.pbf', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('application/x-protobuf');
    expect(zlib.gunzipSync(gz.rawPayload).equals(tile)).toBe(true);
    // an all-sea tile is an empty file: a 200 with no body, which MapLibre draws as nothing
    const empty = await t.app.inject({ url: '/coast/5/16/10.pbf' });
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.length).toBe(0);
  });

  it('answers a missing tile with a 404, not the app page', async () => {
    for (const url of ['/coast/14/8000/4000.pbf', '/coast/5/16/11.pbf', '/coast/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
      expect(res.body, url).not.toContain('<title>Aquarisk</title>');
    }
    // a deep link of the app still gets the page
    const deep = await t.app.inject({ url: '/audits' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>Aquarisk</title>');
  });
});
