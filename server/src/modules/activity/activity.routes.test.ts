import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../../test/test-app.ts';
import { expectError, expectForbidden, expectUnauthorized, messages } from '../../../test/api-assertions.ts';
import { ADMIN, AUDITOR, AURORA, COMPANY, FARMER, MANAGER, OTHER, VIEWER } from '../../../test/demo-users.ts';

let t: TestApp;
let ids: DemoIds;
let farmExtId: string;
let companyExtId: string;
interface Item { targetUserEmail: string; method: string; target: string; targetName: string; companyName: string | null; createdAt: string; updatedFieldsJson: Record<string, [unknown, unknown]>; targetExtId: string }
interface Page { pageSize: number; totalRecords: number; items: Item[] }

/** Five mutations by three users, oldest first. */
beforeAll(async () => {
  t = await createTestApp();
  ids = await t.ids();
  const ok = <R extends { statusCode: number; body: string }>(res: R): R => {
    if (res.statusCode >= 300) throw new Error(res.body);
    return res;
  };
  const company = (await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company1}`)).json();
  ok(await t.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}`, { ...company, city: 'Oslo' }));
  farmExtId = ok(await t.call(AUDITOR, 'POST', `/api/v1/company/${ids.company1}/farm`, { name: 'Log Farm' })).json().externalId;
  companyExtId = ok(await t.call(ADMIN, 'POST', '/api/v1/company', { name: 'Log Co' })).json().externalId;
  ok(await t.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}/user/${ids.users[FARMER]}/roles`, ['ROLE_FARMER', 'ROLE_USER']));
  ok(await t.call(COMPANY, 'POST', `/api/v1/company/${ids.company1}/farm/${farmExtId}/user`, { email: FARMER }));
});
afterAll(() => t.close());

const log = async (query = '', body?: object, as = ADMIN) => {
  const res = await t.call(as, 'POST', `/admin/api/v1/audit/log${query}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const events = (page: Page) => page.items.map((i) => `${i.method} ${i.target} ${i.targetName}`);
const newestFirst = ['ADD_USER FARM Log Farm', `UPDATE_USER USER ${FARMER}`, 'ADD COMPANY Log Co', 'ADD FARM Log Farm', `UPDATE COMPANY ${AURORA}`];

describe('POST /admin/api/v1/audit/log', () => {
  it('pages the log across companies, newest first, with every entry field', async () => {
    const page = await log();
    expect(page.pageSize).toBe(25);
    expect(page.totalRecords).toBe(5);
    expect(events(page)).toEqual(newestFirst);
    expect(page.items[1]).toEqual({
      targetUserEmail: COMPANY, method: 'UPDATE_USER', target: 'USER', targetName: FARMER, companyName: AURORA,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedFieldsJson: { roles: [['ROLE_FARMER'], ['ROLE_FARMER', 'ROLE_USER']] }, targetExtId: ids.users[FARMER],
    });
    expect(page.items[2]).toMatchObject({ targetUserEmail: ADMIN, companyName: 'Log Co', targetExtId: companyExtId, updatedFieldsJson: { name: [null, 'Log Co'] } });
    expect(page.items[4]!.updatedFieldsJson).toEqual({ city: ['Bergen', 'Oslo'] });
    const times = page.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('honours page, size and sort', async () => {
    const second = await log('?page=2&size=2');
    expect(second).toMatchObject({ pageSize: 2, totalRecords: 5 });
    expect(events(second)).toEqual(newestFirst.slice(2, 4));
    expect(events(await log('?page=3&size=2'))).toEqual(newestFirst.slice(4));
    expect((await log('?page=4&size=2')).items).toEqual([]);
    expect(events(await log('?sort=asc'))).toEqual([...newestFirst].reverse());
    expect(events(await log('?sort=asc&page=1&size=1'))).toEqual([`UPDATE COMPANY ${AURORA}`]);
  });

  it('filters by targets, methods and user e-mails (case-insensitive), together', async () => {
    const farms = await log('', { auditTargets: ['FARM'] });
    expect(farms.totalRecords).toBe(2);
    expect(events(farms)).toEqual(['ADD_USER FARM Log Farm', 'ADD FARM Log Farm']);
    expect(events(await log('', { methods: ['ADD', 'UPDATE'] }))).toEqual(newestFirst.slice(2));
    const byCompanyUser = await log('', { userEmails: ['Company@Example.com'] });
    expect(byCompanyUser.totalRecords).toBe(3);
    expect(byCompanyUser.items.every((i) => i.targetUserEmail === COMPANY)).toBe(true);
    expect(events(await log('', { userEmails: [COMPANY, AUDITOR], auditTargets: ['FARM', 'COMPANY'], methods: ['ADD', 'UPDATE'] }))).toEqual(['ADD FARM Log Farm', `UPDATE COMPANY ${AURORA}`]);
    expect(await log('?page=1&size=10', { userEmails: [VIEWER] })).toEqual({ pageSize: 10, totalRecords: 0, items: [] });
    expect((await log('', { auditTargets: [], methods: [], userEmails: [] })).totalRecords).toBe(5);
  });

  it('rejects bad paging, sorting and filters', async () => {
    expectError(await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log?size=251'), 400, undefined);
    expectError(await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log?page=0'), 400);
    expectError(await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log?page=x'), 400);
    expectError(await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log?sort=sideways'), 400);
    const target = expectError(await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log', { auditTargets: ['PLANET'] }), 400);
    expect(Object.keys(target.details ?? {})).toEqual(['auditTargets.0']);
    const method = expectError(await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log', { methods: ['EXPLODE'] }), 400);
    expect(Object.keys(method.details ?? {})).toEqual(['methods.0']);
  });

  it('is for admins only: 403 for everyone else, 401 without a token', async () => {
    for (const email of [COMPANY, AUDITOR, MANAGER, FARMER, VIEWER, OTHER]) {
      expectForbidden(await t.call(email, 'POST', '/admin/api/v1/audit/log', {}), messages.forbidden);
    }
    expectUnauthorized(await t.call(null, 'POST', '/admin/api/v1/audit/log', {}));
  });
});
