import { refusalMessages } from '@aquarisk/contract/messages';
import type { MediaItem } from '@aquarisk/contract/schemas/media.schema';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { ADMIN, AUDITOR, OTHER, VIEWER } from '../../../test/demo-users.ts';
import { assignToAudit, auditOf, mp4, png } from '../../../test/media-helpers.ts';
import { createTestStorage, storageDrivers, type TestStorage } from '../../../test/test-storage.ts';
import { locationOf, tusCreate, tusDelete, tusHead, tusPatch, until, uploadsUrl } from '../../../test/tus-helpers.ts';

/** A valid mp4 head followed by filler: 3 MB, sent in two PATCHes. */
const clip = Buffer.concat([mp4, Buffer.alloc(3 * 1024 * 1024 - mp4.length, 9)]);
const half = Math.floor(clip.length / 2);

describe.each(storageDrivers)('a resumable upload on the %s storage driver', (driver) => {
  let t: TestApp;
  let storage: TestStorage;
  let survey: string;
  beforeAll(async () => {
    storage = await createTestStorage(driver);
    t = await createTestApp(storage.env);
    survey = await auditOf(t, AUDITOR);
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it('resumes from the offset the server has and becomes the same media item as a multipart upload', async () => {
    const url = locationOf(await tusCreate(t, AUDITOR, survey, 'drone', clip.length, 'dive one.mp4'));
    expect(url).toMatch(new RegExp(`^${uploadsUrl(survey, 'drone')}/[a-f0-9]{32}$`));
    expect((await tusPatch(t, AUDITOR, url, 0, clip.subarray(0, half))).statusCode).toBe(204);
    const head = await tusHead(t, AUDITOR, url);
    expect(head.statusCode).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect((await tusPatch(t, AUDITOR, url, 0, clip.subarray(0, 10))).statusCode).toBe(409);
    const done = await tusPatch(t, AUDITOR, url, half, clip.subarray(half));
    expect(done.statusCode, done.body).toBe(200);
    const item = done.json<MediaItem>();
    expect(item).toMatchObject({ name: 'dive-one.mp4', category: 'drone', contentType: 'video/mp4', size: clip.length });
    const file = await t.app.inject({ method: 'GET', url: item.downloadUri });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(clip)).toBe(true);
    // The finished upload is the stored file: no upload state is left, and the URL no longer resumes.
    expect((await storage.stored()).filter((k) => k.startsWith('uploads/'))).toEqual([`uploads/${url.split('/').pop()}`]);
    expect((await tusHead(t, AUDITOR, url)).statusCode).toBe(404);
    const [log] = await lastActivity(t);
    expect(log).toMatchObject({ method: 'UPLOAD', changes: { media: [null, 'dive-one.mp4'], size: [null, clip.length] } });
  });

  it('refuses content its category does not take when the last byte is in, and keeps nothing', async () => {
    const before = await storage.stored();
    const url = locationOf(await tusCreate(t, AUDITOR, survey, 'map', mp4.length));
    const res = await tusPatch(t, AUDITOR, url, 0, mp4);
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: refusalMessages.imageOnly });
    expect(await storage.stored()).toEqual(before);
    const maps = await t.database.db.selectFrom('media').select('id').where('category', '=', 'map').execute();
    expect(maps).toEqual([]);
    const ok = locationOf(await tusCreate(t, AUDITOR, survey, 'map', png.length, 'site.png'));
    expect((await tusPatch(t, AUDITOR, ok, 0, png)).json<MediaItem>().contentType).toBe('image/png');
  });
});

describe('resumable upload access, limits and expiry', () => {
  let t: TestApp;
  let survey: string;
  beforeAll(async () => {
    t = await createTestApp({ MAX_VIDEO_MB: '1' });
    survey = await auditOf(t, AUDITOR);
    await assignToAudit(t, VIEWER, survey);
  });
  afterAll(() => t.close());

  it('checks the caller on creation: 401 without a token, 404 for another company, 403 without uploadMedia', async () => {
    expect((await tusCreate(t, null, survey, 'drone', 100)).statusCode).toBe(401);
    expect((await tusCreate(t, OTHER, survey, 'drone', 100)).statusCode).toBe(404);
    expect((await tusCreate(t, VIEWER, survey, 'drone', 100)).statusCode).toBe(403);
  });

  it("checks every request on an upload's URL: only its creator resumes, reads or cancels it", async () => {
    const url = locationOf(await tusCreate(t, AUDITOR, survey, 'drone', mp4.length));
    for (const [as, status] of [
      [null, 401],
      [OTHER, 404],
      [VIEWER, 403],
      [ADMIN, 404],
    ] as const) {
      expect((await tusHead(t, as, url)).statusCode, `HEAD as ${as}`).toBe(status);
      expect((await tusPatch(t, as, url, 0, mp4)).statusCode, `PATCH as ${as}`).toBe(status);
      expect((await tusDelete(t, as, url)).statusCode, `DELETE as ${as}`).toBe(status);
    }
    // Another audit's or category's URL with this upload's id is not this upload.
    expect((await tusHead(t, AUDITOR, url.replace('/drone/', '/submarine/'))).statusCode).toBe(404);
    expect((await tusHead(t, AUDITOR, url)).headers.get('upload-offset')).toBe('0');
    expect((await tusDelete(t, AUDITOR, url)).statusCode).toBe(204);
    expect((await tusHead(t, AUDITOR, url)).statusCode).toBe(404);
  });

  it('refuses a declared length over the limit at creation, and never takes more bytes than declared', async () => {
    const res = await tusCreate(t, AUDITOR, survey, 'drone', 1024 * 1024 + 1);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE', message: refusalMessages.fileTooLarge });
    expect((await tusCreate(t, AUDITOR, survey, 'drone', 0)).statusCode).toBe(400);
    const url = locationOf(await tusCreate(t, AUDITOR, survey, 'drone', 100));
    expect((await tusPatch(t, AUDITOR, url, 0, Buffer.concat([mp4, Buffer.alloc(200)]))).statusCode).toBe(413);
    expect((await tusHead(t, AUDITOR, url)).headers.get('upload-offset')).toBe('0');
  });
});

describe('an abandoned resumable upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    // About 1.1 s: the cleanup runs every second at this setting.
    t = await createTestApp({ UPLOAD_EXPIRY_HOURS: '0.0003' });
  });
  afterAll(() => t.close());

  it('is removed with its state by the periodic cleanup once it expires', async () => {
    const survey = await auditOf(t, AUDITOR);
    const url = locationOf(await tusCreate(t, AUDITOR, survey, 'drone', clip.length));
    expect((await tusPatch(t, AUDITOR, url, 0, clip.subarray(0, half))).statusCode).toBe(204);
    const uploads = `${t.config.dataDir}/files/uploads`;
    expect(fs.readdirSync(uploads)).toHaveLength(2);
    await until(async () => fs.readdirSync(uploads).length === 0);
    expect((await tusHead(t, AUDITOR, url)).statusCode).toBe(404);
  });
});
