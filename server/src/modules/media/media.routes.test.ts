import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { ADMIN, AUDITOR, COMPANY, OTHER, VIEWER } from '../../../test/demo-users.ts';
import { assignToAudit, auditOf, itemsOf, mp4, png, uploadMedia } from '../../../test/media-helpers.ts';
import { createTestStorage, storageDrivers, type TestStorage } from '../../../test/test-storage.ts';

describe.each(storageDrivers)('footage API on the %s storage driver', (driver) => {
  let t: TestApp;
  let storage: TestStorage;
  let survey: string;
  const mediaRows = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    storage = await createTestStorage(driver);
    t = await createTestApp({ ...storage.env, MAX_VIDEO_MB: '1' });
    survey = await auditOf(t, AUDITOR);
    await assignToAudit(t, VIEWER, survey);
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it('uploads, lists newest first, keeps the latest per category, reports categories and deletes, logging each', async () => {
    const first = await uploadMedia(t, AUDITOR, survey, 'drone', { name: 'a.mp4', content: mp4 }, 'Pen 4 drone pass.mp4');
    expect(first.statusCode).toBe(201);
    const item = first.json<{ externalId: string; name: string; size: number; contentType: string; downloadUri: string }>();
    expect(item).toMatchObject({ name: 'Pen-4-drone-pass.mp4', size: mp4.length, contentType: 'video/mp4', category: 'drone' });
    expect(item.downloadUri).toMatch(/^\/api\/v1\/media\/file\/[\w-]{22}\.[\w-]{22}\.\d+\.[\w-]{32}$/);
    const [upload] = await lastActivity(t);
    expect(upload).toMatchObject({ method: 'UPLOAD', target: 'SURVEY', targetExtId: survey, actorEmail: AUDITOR });
    expect(upload!.changes['media']).toEqual([null, 'Pen-4-drone-pass.mp4']);

    const second = (await uploadMedia(t, COMPANY, survey, 'drone', { name: 'second clip.mp4', content: mp4 })).json<{
      externalId: string;
    }>();
    const map = await uploadMedia(t, AUDITOR, survey, 'map', { name: 'site.png', content: png }, '../../etc/site map.png');
    expect(map.json()).toMatchObject({ name: 'site-map.png', contentType: 'image/png' });
    expect(await storage.stored()).toHaveLength(3);

    const all = itemsOf(await t.call(VIEWER, 'GET', `/api/v1/survey/${survey}/media`));
    expect(all.map((m) => m.name)).toEqual(['site-map.png', 'second-clip.mp4', 'Pen-4-drone-pass.mp4']);
    const drones = itemsOf(await t.call(ADMIN, 'GET', `/api/v1/survey/${survey}/media/category/drone`));
    expect(drones.map((m) => m.externalId)).toEqual([second.externalId, item.externalId]);
    const latest = itemsOf(await t.call(ADMIN, 'GET', `/api/v1/survey/${survey}/media?latestOnly=true`));
    expect(latest.map((m) => m.name)).toEqual(['site-map.png', 'second-clip.mp4']);
    const latestDrone = itemsOf(await t.call(ADMIN, 'GET', `/api/v1/survey/${survey}/media/category/drone?latestOnly`));
    expect(latestDrone.map((m) => m.externalId)).toEqual([second.externalId]);
    const farm = await t.call(ADMIN, 'GET', `/api/v1/survey/${survey}/farm?showMediaCats=true`);
    expect(farm.json()).toMatchObject({ availableMediaCategories: ['drone', 'map'] });

    const del = await t.call(AUDITOR, 'DELETE', `/api/v1/survey/${survey}/media/${item.externalId}`);
    expect(del.statusCode).toBe(204);
    const [deleted] = await lastActivity(t);
    expect(deleted).toMatchObject({ method: 'DELETE', target: 'SURVEY', targetExtId: survey });
    expect(deleted!.changes['media']).toEqual(['Pen-4-drone-pass.mp4', null]);
    expect(await storage.stored()).toHaveLength(2);
    expect(await mediaRows()).toBe(2);
    expect((await t.call(AUDITOR, 'DELETE', `/api/v1/survey/${survey}/media/${item.externalId}`)).statusCode).toBe(404);
  });

  it('refuses by content, not by name (415), and past MAX_VIDEO_MB (413), leaving no file and no row', async () => {
    const before = { rows: await mediaRows(), stored: await storage.stored(), log: (await lastActivity(t))[0]!.id };
    const text = await uploadMedia(t, AUDITOR, survey, 'drone', { name: 'clip.mp4', content: 'just some text, not a video at all' });
    expect(text.statusCode).toBe(415);
    expect((await uploadMedia(t, AUDITOR, survey, 'submarine', { name: 'x.mp4', content: png })).statusCode).toBe(415);
    expect((await uploadMedia(t, AUDITOR, survey, 'map', { name: 'x.png', content: mp4 })).statusCode).toBe(415);
    const big = Buffer.concat([mp4, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await uploadMedia(t, AUDITOR, survey, 'video', { name: 'big.mp4', content: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(await mediaRows()).toBe(before.rows);
    expect(await storage.stored()).toEqual(before.stored);
    expect((await lastActivity(t))[0]!.id).toBe(before.log);
  });

  it('refuses a NUL in the name field and a body that is not multipart, storing nothing', async () => {
    const before = { rows: await mediaRows(), stored: await storage.stored() };
    const nul = await uploadMedia(t, AUDITOR, survey, 'drone', { name: 'a.mp4', content: mp4 }, 'clip\u0000.mp4');
    expect(nul.statusCode).toBe(400);
    const json = await t.call(AUDITOR, 'POST', `/api/v1/survey/${survey}/media/category/drone`, { name: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await mediaRows()).toBe(before.rows);
    expect(await storage.stored()).toEqual(before.stored);
  });

  it('answers 404 to another company and 403 to a role that may not upload', async () => {
    const [existing] = itemsOf(await t.call(ADMIN, 'GET', `/api/v1/survey/${survey}/media`));
    expect((await t.call(OTHER, 'GET', `/api/v1/survey/${survey}/media`)).statusCode).toBe(404);
    expect((await uploadMedia(t, OTHER, survey, 'drone', { name: 'a.mp4', content: mp4 })).statusCode).toBe(404);
    expect((await t.call(OTHER, 'DELETE', `/api/v1/survey/${survey}/media/${existing!.externalId}`)).statusCode).toBe(404);
    expect((await uploadMedia(t, VIEWER, survey, 'drone', { name: 'a.mp4', content: mp4 })).statusCode).toBe(403);
    expect((await t.call(VIEWER, 'DELETE', `/api/v1/survey/${survey}/media/${existing!.externalId}`)).statusCode).toBe(403);
    expect(await mediaRows()).toBe(2);
  });

  it("removes an audit's files when its farm is deleted", async () => {
    expect(await storage.stored()).not.toEqual([]);
    const { farmExtId, companyExtId } = (await t.call(ADMIN, 'GET', `/api/v1/survey/${survey}`)).json<{
      farmExtId: string;
      companyExtId: string;
    }>();
    expect((await t.call(ADMIN, 'DELETE', `/api/v1/company/${companyExtId}/farm/${farmExtId}`)).statusCode).toBe(204);
    expect(await mediaRows()).toBe(0);
    expect(await storage.stored()).toEqual([]);
  });
});
