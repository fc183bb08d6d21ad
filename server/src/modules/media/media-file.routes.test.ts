import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app.ts';
import { AUDITOR } from '../../../test/demo-users.ts';
import { auditOf, mp4, uploadMedia } from '../../../test/media-helpers.ts';
import { createTestStorage, storageDrivers, type TestStorage } from '../../../test/test-storage.ts';
import { createMediaUrlSigner } from './media-url-signer.ts';

describe.each(storageDrivers)('signed media URLs on the %s storage driver', (driver) => {
  let t: TestApp;
  let storage: TestStorage;
  let item: { externalId: string; downloadUri: string };
  const get = (url: string, range?: string) => t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });

  beforeAll(async () => {
    storage = await createTestStorage(driver);
    t = await createTestApp(storage.env);
    const survey = await auditOf(t, AUDITOR);
    item = (await uploadMedia(t, AUDITOR, survey, 'submarine', { name: 'rov pass.mp4', content: mp4 })).json();
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it('serves the whole file without a bearer token, as an inline mp4', async () => {
    const res = await get(item.downloadUri);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(mp4)).toBe(true);
    expect(res.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'content-length': String(mp4.length) });
    expect(res.headers['content-disposition']).toBe(`inline; filename="rov-pass.mp4"; filename*=UTF-8''rov-pass.mp4`);
  });

  it('answers a Range with 206 and exactly those bytes, so a <video> element can seek', async () => {
    const mid = await get(item.downloadUri, 'bytes=100-1123');
    expect(mid.statusCode).toBe(206);
    expect(mid.headers['content-range']).toBe(`bytes 100-1123/${mp4.length}`);
    expect(mid.rawPayload.equals(mp4.subarray(100, 1124))).toBe(true);
    const open = await get(item.downloadUri, `bytes=${mp4.length - 10}-`);
    expect(open.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const suffix = await get(item.downloadUri, 'bytes=-500');
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(mp4.subarray(mp4.length - 500))).toBe(true);
    const outside = await get(item.downloadUri, `bytes=${mp4.length}-`);
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${mp4.length}`);
  });

  it('refuses expired and forged URLs with 404', async () => {
    const signer = createMediaUrlSigner(TEST_JWT_SECRET, 60);
    const auditor = (await t.ids()).users[AUDITOR]!;
    expect((await get(signer.url(item.externalId, auditor))).statusCode).toBe(200);
    expect((await get(signer.url(item.externalId, auditor, Date.now() - 61_000))).statusCode).toBe(404);
    const forged = createMediaUrlSigner('another-secret-another-secret-another-1', 60).url(item.externalId, auditor);
    expect((await get(forged)).statusCode).toBe(404);
    const [, media, user, expiry, mac] = /file\/([^.]+)\.([^.]+)\.(\d+)\.(.+)$/.exec(item.downloadUri)!;
    expect((await get(`/api/v1/media/file/${media}.${user}.${Number(expiry) + 3600}.${mac}`)).statusCode).toBe(404);
    expect((await get('/api/v1/media/file/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('stops serving a deleted file', async () => {
    const survey = await auditOf(t, AUDITOR);
    await t.call(AUDITOR, 'DELETE', `/api/v1/survey/${survey}/media/${item.externalId}`);
    expect((await get(item.downloadUri)).statusCode).toBe(404);
  });
});
