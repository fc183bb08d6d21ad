import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@aquarisk/contract/schemas/media.schema';
import { defaultTemplate } from '../../../test/audit-helpers.ts';
import { ADMIN, COMPANY, VIEWER } from '../../../test/demo-users.ts';
import { itemsOf, mp4, uploadMedia } from '../../../test/media-helpers.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app.ts';
import { createMediaUrlSigner } from './media-url-signer.ts';

/**
 * Issue 21, item 11: a signed media link is bound to the user it was issued to, and works only while that user still
 * sees the audit; before, a saved link worked for its whole six hours after access ended.
 */
let t: TestApp;
let survey: string;
let item: MediaItem;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const linkOf = async (as: string) => itemsOf(await t.call(as, 'GET', `/api/v1/survey/${survey}/media`))[0]!.downloadUri;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await t.ids();
  // A farm of its own, so the viewer sees the audit only by being assigned to it.
  const farm = await t.call(ADMIN, 'POST', `/api/v1/company/${ids.company1}/farm`, { name: 'Link access farm' });
  const template = await defaultTemplate(t);
  const launched = await t.call(ADMIN, 'POST', `/admin/api/v1/template/${template.id}/launch`, {
    name: 'Link access audit',
    surveyYear: '2026',
    description: 'Signed links',
    companyExtId: ids.company1,
    farmExtId: farm.json<{ externalId: string }>().externalId,
    userExtIds: [ids.users[VIEWER]],
  });
  survey = launched.json<{ surveyExtId: string }>().surveyExtId;
  item = (await uploadMedia(t, ADMIN, survey, 'submarine', { name: 'dive.mp4', content: mp4 })).json();
});
afterAll(() => t.close());

describe('signed media links follow access to the audit', () => {
  it('stops a link when its user leaves the audit, serves it again when they return; others are unaffected', async () => {
    const ids = await t.ids();
    const viewerLink = await linkOf(VIEWER);
    expect((await get(viewerLink)).statusCode).toBe(200);
    const removed = await t.call(ADMIN, 'DELETE', `/api/v1/survey/${survey}/user/${ids.users[VIEWER]}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.call(VIEWER, 'GET', `/api/v1/survey/${survey}/media`)).statusCode).toBe(404);
    expect((await get(viewerLink)).statusCode).toBe(404);
    expect((await get(await linkOf(ADMIN))).statusCode).toBe(200);
    const back = await t.call(ADMIN, 'POST', `/api/v1/survey/${survey}/user`, { username: VIEWER, email: VIEWER });
    expect(back.statusCode, back.body).toBe(201);
    expect((await get(viewerLink)).statusCode).toBe(200);
  });

  it('stops a link whose user was deleted', async () => {
    const ids = await t.ids();
    const created = await t.call(COMPANY, 'POST', `/api/v1/company/${ids.company1}/user`, {
      fullName: 'Short Stay',
      email: 'short-stay@example.com',
      phone: null,
    });
    const member = created.json<{ user: { externalId: string } }>().user.externalId;
    await t.call(ADMIN, 'POST', `/api/v1/survey/${survey}/user`, { username: 'short-stay@example.com', email: 'short-stay@example.com' });
    const link = createMediaUrlSigner(TEST_JWT_SECRET, 600).url(item.externalId, member);
    expect((await get(link)).statusCode).toBe(200);
    expect((await t.call(COMPANY, 'DELETE', `/api/v1/company/${ids.company1}/user/${member}`)).statusCode).toBe(204);
    expect((await get(link)).statusCode).toBe(404);
  });

  it('cannot be moved to another user: the user is part of what is signed', async () => {
    const ids = await t.ids();
    const [, media, , expiry, mac] = /file\/([^.]+)\.([^.]+)\.(\d+)\.(.+)$/.exec(await linkOf(VIEWER))!;
    const admin = Buffer.from(ids.users[ADMIN]!.replace(/-/g, ''), 'hex').toString('base64url');
    expect((await get(`/api/v1/media/file/${media}.${admin}.${expiry}.${mac}`)).statusCode).toBe(404);
  });
});
