import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromFarmMapColumns } from '@aquarisk/contract/farm-map-columns';
import type { FarmMapColumns } from '@aquarisk/contract/schemas/intelligence.schema';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { answerAll, launch } from '../../../test/audit-helpers.ts';
import { ADMIN, AUDITOR, COMPANY, FARMER, MANAGER } from '../../../test/demo-users.ts';

/** GET /iq/company/{id}/columns (issue 25 item 2): the spec's map items as columns, with an ETag and 304. */
let t: TestApp;
let company: string;
beforeAll(async () => {
  t = await createTestApp();
  company = (await t.ids()).company1;
});
afterAll(() => t.close());

const get = async (who: string, url: string, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await t.token(who)}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });
const columns = (who: string, scored: boolean, etag?: string) => get(who, `/api/v1/iq/company/${company}/columns?scored=${scored}`, etag);

describe('the map as columns', () => {
  it('decodes to the items of GET /iq/company/{id}, for company-wide and restricted viewers', async () => {
    for (const who of [ADMIN, COMPANY, MANAGER, FARMER])
      for (const scored of [false, true]) {
        const items = await get(who, `/api/v1/iq/company/${company}?scored=${scored}`);
        const res = await columns(who, scored);
        expect(res.statusCode, res.body).toBe(200);
        expect(fromFarmMapColumns(res.json<FarmMapColumns>()), `${who} scored=${scored}`).toEqual(items.json());
      }
    expect((await get(ADMIN, `/api/v1/iq/company/${company}`)).json<unknown[]>().length).toBeGreaterThan(3);
  });

  it('answers 304 with no body while nothing changed, and 200 with a new tag after a score or a farm edit', async () => {
    const first = await columns(ADMIN, false);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await columns(ADMIN, false, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    // The scored-only answer is another answer, with its own tag.
    expect((await columns(ADMIN, true, etag)).statusCode).toBe(200);

    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'ETag audit');
    await answerAll(t, AUDITOR, surveyId, template);
    expect((await columns(ADMIN, false, etag)).statusCode).toBe(304); // launched and answered: the map is the same
    expect((await t.call(ADMIN, 'POST', `/api/v1/survey/${surveyId}/score`)).statusCode).toBe(200);
    const scored = await columns(ADMIN, false, etag);
    expect(scored.statusCode).toBe(200);
    const etag2 = scored.headers['etag'] as string;
    expect(etag2).not.toBe(etag);

    const ids = await t.ids();
    const farmUrl = `/api/v1/company/${company}/farm/${ids.farms['Lofoten North']}`;
    const farm = (await t.call(ADMIN, 'GET', farmUrl)).json<Record<string, unknown>>();
    const put = await t.call(ADMIN, 'PUT', farmUrl, { ...farm, tonnage: 4321 });
    expect(put.statusCode, put.body).toBe(200);
    const edited = await columns(ADMIN, false, etag2);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<FarmMapColumns>().tonnage).toContain(4321);
  });

  it('gives a restricted member a tag of their own answer, and 304 for it', async () => {
    const first = await columns(FARMER, false);
    const adminTag = (await columns(ADMIN, false)).headers['etag'] as string;
    expect(first.headers['etag']).not.toBe(adminTag);
    expect((await columns(FARMER, false, adminTag)).statusCode).toBe(200);
    expect((await columns(FARMER, false, first.headers['etag'] as string)).statusCode).toBe(304);
  });
});
