import { beforeAll, describe, expect, it } from 'vitest';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { expectError, expectForbidden, expectUnauthorized, messages } from '../../../test/api-assertions.ts';
import { ADMIN, AUDITOR, AURORA, COMPANY, FARMER, MANAGER, OTHER, VIEWER } from '../../../test/demo-users.ts';

const { t, ids } = demoAppPerFile();
let farmExtId: string;
let companyExtId: string;
interface Item {
  targetUserEmail: string;
  method: string;
  target: string;
  targetName: string;
  companyName: string | null;
  createdAt: string;
  updatedFieldsJson: Record<string, [unknown, unknown]>;
  targetExtId: string;
}
interface Page {
  pageSize: number;
  totalRecords: number;
  items: Item[];
}

/** Five mutations by three users, oldest first. */
beforeAll(async () => {
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

const log = async (query = '', body?: object, as = ADMIN) => {
  const res = await t.call(as, 'POST', `/admin/api/v1/audit/log${query}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const events = (page: Page) => page.items.map((i) => `${i.method} ${i.target} ${i.targetName}`);
const newestFirst = [
  'ADD_USER FARM Log Farm',
  `UPDATE_USER USER ${FARMER}`,
  'ADD COMPANY Log Co',
  'ADD FARM Log Farm',
  `UPDATE COMPANY ${AURORA}`,
];

describe('POST /admin/api/v1/audit/log', () => {
  it('pages the log across companies, newest first, with every entry field', async () => {
    const page = await log();
    expect(page.pageSize).toBe(25);
    expect(page.totalRecords).toBe(5);
    expect(events(page)).toEqual(newestFirst);
    expect(page.items[1]).toEqual({
      targetUserEmail: COMPANY,
      method: 'UPDATE_USER',
      target: 'USER',
      targetName: FARMER,
      companyName: AURORA,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedFieldsJson: { roles: [['ROLE_FARMER'], ['ROLE_FARMER', 'ROLE_USER']] },
      targetExtId: ids.users[FARMER],
    });
    expect(page.items[2]).toMatchObject({
      targetUserEmail: ADMIN,
      companyName: 'Log Co',
      targetExtId: companyExtId,
      updatedFieldsJson: { name: [null, 'Log Co'] },
    });
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
    expect(
      events(await log('', { userEmails: [COMPANY, AUDITOR], auditTargets: ['FARM', 'COMPANY'], methods: ['ADD', 'UPDATE'] })),
    ).toEqual(['ADD FARM Log Farm', `UPDATE COMPANY ${AURORA}`]);
    expect(await log('?page=1&size=10', { userEmails: [VIEWER] })).toEqual({ pageSize: 10, totalRecords: 0, items: [] });
    expect((await log('', { auditTargets: [], methods: [], userEmails: [] })).totalRecords).toBe(5);
  });

  it('filters by time: from and to are inclusive instants, or whole UTC days', async () => {
    const all = (await log()).items;
    const middle = all[2]!.createdAt;
    expect(events(await log('', { from: middle }))).toEqual(newestFirst.slice(0, 3).filter((_, i) => all[i]!.createdAt >= middle));
    expect(events(await log('', { to: middle }))).toEqual(newestFirst.filter((_, i) => all[i]!.createdAt <= middle));
    expect((await log('', { from: middle, to: middle })).items.every((i) => i.createdAt === middle)).toBe(true);
    const firstDay = all[4]!.createdAt.slice(0, 10);
    expect((await log('', { from: firstDay })).totalRecords).toBe(5);
    const dayBefore = new Date(Date.parse(firstDay) - 86_400_000).toISOString().slice(0, 10);
    expect(await log('', { to: dayBefore })).toEqual({ pageSize: 25, totalRecords: 0, items: [] });
    // An instant with an offset is compared in UTC.
    const later = new Date(Date.parse(all[0]!.createdAt) + 1).toISOString().replace('Z', '+00:00');
    expect((await log('', { from: later })).totalRecords).toBe(0);
    expect((await log('', { from: firstDay, methods: ['ADD'], userEmails: [AUDITOR] })).items.map((i) => i.targetName)).toEqual([
      'Log Farm',
    ]);
  });

  it('rejects a bad date and a range that ends before it starts, with the reason', async () => {
    expectError(await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log', { from: 'yesterday' }), 400, 'Not a valid date.', {
      from: 'Not a valid date.',
    });
    expectError(await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log', { from: '2026-02-30' }), 400, 'Not a valid date.');
    const order = 'The end date must not be before the start date.';
    expectError(await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log', { from: '2026-03-02', to: '2026-03-01' }), 400, order, {
      to: order,
    });
    expect((await log('', { from: '2026-03-01', to: '2026-03-01' })).totalRecords).toBeGreaterThanOrEqual(0);
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

describe('GET /admin/api/v1/audit/log/export', () => {
  const csv = async (query: string, as = ADMIN) => {
    const res = await t.call(as, 'GET', `/admin/api/v1/audit/log/export${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="aquarisk-activity-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return res.body.slice(1).split('\r\n').filter(Boolean);
  };
  const header = 'Timestamp,User,Event,Method,Target,Target name,Target id,Company Name,Changes';

  it('exports the filtered log as CSV, newest first, with readable events and changes', async () => {
    const lines = await csv('?auditTargets=COMPANY');
    expect(lines[0]).toBe(header);
    expect(lines.length).toBe(3);
    expect(lines[1]!.replace(/^[^,]+,/, '')).toBe(
      `${ADMIN},Add · Company,ADD,COMPANY,Log Co,${companyExtId},Log Co,"name was: empty, now: Log Co"`,
    );
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    expect(lines[2]).toContain(
      `${COMPANY},Update · Company,UPDATE,COMPANY,${AURORA},${ids.company1},${AURORA},"city was: Bergen, now: Oslo"`,
    );
  });

  it('takes the same filters as the page, as repeated or comma-separated parameters, and either order', async () => {
    const page = await log('?sort=asc', { methods: ['ADD', 'UPDATE'], userEmails: [COMPANY, AUDITOR] });
    const lines = await csv(`?methods=ADD,UPDATE&userEmails=${COMPANY}&userEmails=${AUDITOR}&sort=asc`);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(page.items.map((i) => i.createdAt));
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['Update · Company', 'Add · Farm']);
    expect(await csv(`?userEmails=${VIEWER}`)).toEqual([header]);
    expect((await csv('')).length).toBe(6);
    const firstDay = page.items[0]!.createdAt.slice(0, 10);
    expect((await csv(`?from=${firstDay}&auditTargets=FARM`)).length).toBe(3);
  });

  it('rejects bad filters and is for admins only', async () => {
    expectError(await t.call(ADMIN, 'GET', '/admin/api/v1/audit/log/export?auditTargets=PLANET'), 400);
    expectError(
      await t.call(ADMIN, 'GET', '/admin/api/v1/audit/log/export?from=2026-03-02&to=2026-03-01'),
      400,
      'The end date must not be before the start date.',
    );
    for (const email of [COMPANY, MANAGER, VIEWER])
      expectForbidden(await t.call(email, 'GET', '/admin/api/v1/audit/log/export'), messages.forbidden);
    expectUnauthorized(await t.call(null, 'GET', '/admin/api/v1/audit/log/export'));
  });
});

describe('GET /admin/api/v1/audit/log/users', () => {
  it('finds people by e-mail or name for the user filter', async () => {
    const res = await t.call(ADMIN, 'GET', '/admin/api/v1/audit/log/users?name=FARM');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ email: FARMER, fullName: 'Fiona Farmer' }]);
    const byName = (await t.call(ADMIN, 'GET', '/admin/api/v1/audit/log/users?name=astrid')).json<{ email: string }[]>();
    expect(byName.map((u) => u.email)).toEqual([AUDITOR]);
    expect((await t.call(ADMIN, 'GET', '/admin/api/v1/audit/log/users?name=example.com')).json<unknown[]>().length).toBeGreaterThanOrEqual(
      7,
    );
    expectError(await t.call(ADMIN, 'GET', '/admin/api/v1/audit/log/users?name='), 400);
    expectForbidden(await t.call(COMPANY, 'GET', '/admin/api/v1/audit/log/users?name=a'), messages.forbidden);
  });
});
