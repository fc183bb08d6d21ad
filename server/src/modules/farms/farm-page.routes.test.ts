import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@aquarisk/contract/messages';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { expectError, expectNotFound, expectUnauthorized } from '../../../test/api-assertions.ts';
import { visibleDemoFarms } from '../../../test/demo-farms.ts';
import { ADMIN, AUDITOR, COMPANY, FARMER, MANAGER, OTHER, VIEWER } from '../../../test/demo-users.ts';

interface PageFarm {
  externalId: string;
  name: string;
  userCount: number;
  surveyCount: number;
  schedule: { nextAuditDue: string | null; status: string | null };
}
interface Page {
  total: number;
  farms: PageFarm[];
  next: string | null;
}

const { t, ids } = demoAppPerFile();
let base: string;
/** 120 farms named 'Paged Farm 00' … 'Paged Farm 39', three of each name, beside the eight demo farms. */
const PAGED = 120;
beforeAll(async () => {
  base = `/api/v1/company/${ids.company1}`;
  const company = await t.database.db.selectFrom('companies').select('id').where('externalId', '=', ids.company1).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('farms')
    .values(
      Array.from({ length: PAGED }, (_, i) => ({
        externalId: randomUUID(),
        companyId: company.id,
        name: `Paged Farm ${String(i % 40).padStart(2, '0')}`,
        structuresJson: '[]',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
});

const page = (as: string | null, query = '', company = ids.company1) => t.call(as, 'GET', `/api/v1/company/${company}/farm-page${query}`);

async function walk(as: string, params: Record<string, string>) {
  const pages: Page[] = [];
  let after: string | null = null;
  do {
    const query = new URLSearchParams({ ...params, ...(after ? { after } : {}) });
    const res = await page(as, `?${query.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Page>();
    pages.push(body);
    after = body.next;
  } while (after && pages.length < 100);
  return pages;
}

/** A company admin's order (issue 26 item 3): farms with a badge first, earliest due first; then by name (a stable sort). */
const dueFirst = <F extends Pick<PageFarm, 'schedule'>>(farms: F[]) => {
  const key = (f: F) => (f.schedule.status === null ? '~' : f.schedule.nextAuditDue!);
  return [...farms].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
};

/** A page's farm without the age of its latest audit, which only the pages carry (issue 39 item 5: stale farms). */
const withoutAge = <F extends object>(farm: F) => {
  const { auditAge: _age, ...rest } = farm as F & { auditAge?: unknown };
  return rest;
};

/** The old full list (GET /farm?details=true): the farms and counts the pages must reproduce. */
async function fullList(as: string) {
  return (await t.call(as, 'GET', `${base}/farm?details=true`)).json<PageFarm[]>();
}

describe('GET /company/{id}/farm-page', () => {
  it('walks every visible farm exactly once, due farms first then by name, with the counts of details=true', async () => {
    const pages = await walk(COMPANY, { size: '25' });
    const all = dueFirst(await fullList(COMPANY));
    expect(all).toHaveLength(PAGED + 8);
    expect(pages.map((p) => p.farms.length)).toEqual([25, 25, 25, 25, 25, 3]);
    expect(pages.every((p) => p.total === PAGED + 8)).toBe(true);
    expect(pages.at(-1)!.next).toBeNull();
    const walked = pages.flatMap((p) => p.farms);
    expect(new Set(walked.map((f) => f.externalId)).size).toBe(walked.length);
    expect(walked.map((f) => [f.externalId, f.name, f.userCount, f.surveyCount])).toEqual(
      all.map((f) => [f.externalId, f.name, f.userCount, f.surveyCount]),
    );
    expect(withoutAge(walked[0]!)).toEqual(all[0]);
  });

  it('defaults to 50 a page', async () => {
    const res = await page(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json<Page>().farms).toHaveLength(50);
    expect(res.json<Page>().next).toEqual(expect.any(String));
  });

  it('filters by q as farm-ac matches (trimmed, case-insensitive), and total follows q', async () => {
    const lo = (await page(COMPANY, '?q=%20LO%20')).json<Page>();
    const ac = (await t.call(COMPANY, 'POST', `${base}/farm-ac`, { name: 'LO' })).json<PageFarm[]>();
    expect(lo.farms.map((f) => f.name)).toEqual(dueFirst(ac).map((f) => f.name));
    expect(lo).toMatchObject({ total: 3, next: null });
    const zeros = await walk(COMPANY, { q: 'paged farm 0', size: '4' });
    expect(zeros.map((p) => p.total)).toEqual([30, 30, 30, 30, 30, 30, 30, 30]);
    expect(new Set(zeros.flatMap((p) => p.farms.map((f) => f.name)))).toEqual(
      new Set(Array.from({ length: 10 }, (_, i) => `Paged Farm 0${i}`)),
    );
    expect((await page(COMPANY, '?q=%25')).json<Page>()).toEqual({ total: 0, farms: [], next: null });
    expect((await page(MANAGER, '?q=lo')).json<Page>().farms.map((f) => f.name)).toEqual(['Lofoten North']);
  });

  it('shows restricted members only their farms, and every role what listFarms shows', async () => {
    expect((await page(MANAGER)).json<Page>()).toMatchObject({ total: 2, next: null });
    for (const email of [MANAGER, FARMER, VIEWER, AUDITOR]) {
      const body = (await page(email)).json<Page>();
      expect(body.farms.map((f) => f.name)).toEqual(visibleDemoFarms(email));
      expect(body.farms.map(withoutAge)).toEqual(await fullList(email));
      expect(body.total).toBe(body.farms.length);
    }
  });

  it('answers 404 for another company and 401 without a token', async () => {
    expectNotFound(await page(OTHER));
    expectNotFound(await page(COMPANY, '', ids.company2));
    expectUnauthorized(await page(null));
  });

  it('answers 400 for a cursor it did not write, a size outside 1..100 and a long q', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const after of [
      'not a cursor',
      '!!!',
      forged({ name: 'x', id: 1 }),
      forged(['x', -1]),
      forged(['x', 1.5]),
      forged(['\u0000', 1]),
      forged(['x', 1, 'not a day']),
      forged(['x', 1, '2026-01-01', 'more']),
      'AAAA',
    ])
      expectError(await page(COMPANY, `?after=${encodeURIComponent(after)}`), 400, serverMessages.invalidCursor, {
        after: serverMessages.invalidCursor,
      });
    for (const size of ['101', '0', 'ten']) expectError(await page(COMPANY, `?size=${size}`), 400);
    expectError(await page(COMPANY, `?q=${'x'.repeat(101)}`), 400);
  });
});

describe('GET /company/{id}/farm-points', () => {
  const points = (as: string | null, company = ids.company1) => t.call(as, 'GET', `/api/v1/company/${company}/farm-points`);

  it('answers every visible farm with only the fields the map shows', async () => {
    const res = await points(COMPANY);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>[]>();
    expect(body.map((p) => p['externalId'])).toEqual((await fullList(COMPANY)).map((f) => f.externalId));
    for (const p of body)
      expect(Object.keys(p).sort()).toEqual(['country', 'externalId', 'latitude', 'longitude', 'name', 'species', 'stateProvince']);
    expect(body.find((p) => p['name'] === 'Lofoten North')).toEqual({
      externalId: ids.farms['Lofoten North'],
      name: 'Lofoten North',
      latitude: 68.2025,
      longitude: 13.8925,
      country: 'Norway',
      stateProvince: 'Nordland',
      species: 'Atlantic salmon',
    });
    for (const email of [MANAGER, FARMER, VIEWER, AUDITOR])
      expect((await points(email)).json<{ name: string }[]>().map((p) => p.name)).toEqual(visibleDemoFarms(email));
  });

  it('answers 404 for another company and 401 without a token', async () => {
    expectNotFound(await points(OTHER));
    expectNotFound(await points(COMPANY, ids.company2));
    expectUnauthorized(await points(null));
  });
});
