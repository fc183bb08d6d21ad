import { refusalMessages } from '@aquarisk/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ADMIN, AUDITOR } from '../../../test/demo-users.ts';
import { auditOf, mp4 } from '../../../test/media-helpers.ts';
import { createTestStorage, storageDrivers, type TestStorage } from '../../../test/test-storage.ts';
import { locationOf, tusCreate, tusDelete, tusPatch, until } from '../../../test/tus-helpers.ts';

/** Issue 37 item 22: a user's unfinished resumable uploads are capped by count and declared size, in the database. */
const MiB = 1024 * 1024;
const refusal = {
  status: 429,
  error: 'Too Many Requests',
  code: 'UPLOADS_UNFINISHED_LIMIT',
  message: refusalMessages.unfinishedUploadsLimit,
};
const small = Buffer.concat([mp4, Buffer.alloc(1000, 7)]);

describe.each(storageDrivers)('unfinished resumable uploads per user on the %s storage driver', (driver) => {
  let t: TestApp;
  let storage: TestStorage;
  let survey: string;
  beforeAll(async () => {
    storage = await createTestStorage(driver);
    // three uploads or 3 MiB declared at most
    t = await createTestApp({
      ...storage.env,
      MAX_VIDEO_MB: '2',
      UPLOADS_UNFINISHED_PER_USER: '3',
      UPLOADS_UNFINISHED_GB_PER_USER: String(3 / 1024),
    });
    survey = await auditOf(t, AUDITOR);
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it('refuses one upload more than the count with 429 until one is finished; other users are not held', async () => {
    const held = [];
    for (let i = 0; i < 3; i++) held.push(locationOf(await tusCreate(t, AUDITOR, survey, 'drone', small.length)));
    const refused = await tusCreate(t, AUDITOR, survey, 'drone', small.length);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal);
    expect((await tusCreate(t, ADMIN, survey, 'drone', small.length)).statusCode).toBe(201);

    expect((await tusPatch(t, AUDITOR, held[0]!, 0, small)).statusCode).toBe(200);
    expect((await tusCreate(t, AUDITOR, survey, 'drone', small.length)).statusCode).toBe(201);
    expect((await tusCreate(t, AUDITOR, survey, 'drone', small.length)).statusCode).toBe(429);
  });

  it('refuses an upload whose declared length would take the total over the size cap, and frees a refused one', async () => {
    // ADMIN holds one small upload from the test above
    expect((await tusCreate(t, ADMIN, survey, 'drone', 2 * MiB)).statusCode).toBe(201);
    expect((await tusCreate(t, ADMIN, survey, 'drone', 2 * MiB)).json()).toEqual(refusal);
    // an upload whose bytes are refused when the last one is in (415) frees its place too
    const wrong = locationOf(await tusCreate(t, ADMIN, survey, 'drone', 1000));
    expect((await tusCreate(t, ADMIN, survey, 'drone', 1000)).statusCode).toBe(429);
    expect((await tusPatch(t, ADMIN, wrong, 0, Buffer.alloc(1000, 1))).statusCode).toBe(415);
    expect((await tusCreate(t, ADMIN, survey, 'drone', 1000)).statusCode).toBe(201);
  });
});

describe('unfinished resumable uploads created at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_UNFINISHED_PER_USER: '3' });
  });
  afterAll(() => t.close());

  it('are counted one after the other: of eight at once, three are created; a cancelled one frees its place', async () => {
    const survey = await auditOf(t, AUDITOR);
    const answers = await Promise.all(Array.from({ length: 8 }, () => tusCreate(t, AUDITOR, survey, 'drone', small.length)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    // (cancelling is checked on the local driver: the S3 test server cannot abort a multipart upload)
    expect((await tusDelete(t, AUDITOR, locationOf(answers.find((a) => a.statusCode === 201)!))).statusCode).toBe(204);
    expect((await tusCreate(t, AUDITOR, survey, 'drone', small.length)).statusCode).toBe(201);
  });
});

describe('an expired unfinished upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    // About 1.1 s
    t = await createTestApp({ UPLOAD_EXPIRY_HOURS: '0.0003', UPLOADS_UNFINISHED_PER_USER: '1' });
  });
  afterAll(() => t.close());

  it('no longer holds its place', async () => {
    const survey = await auditOf(t, AUDITOR);
    locationOf(await tusCreate(t, AUDITOR, survey, 'drone', small.length));
    expect((await tusCreate(t, AUDITOR, survey, 'drone', small.length)).statusCode).toBe(429);
    await until(async () => (await tusCreate(t, AUDITOR, survey, 'drone', small.length)).statusCode === 201);
  });
});
