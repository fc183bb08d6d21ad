import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepArrays, deepObjects } from '../test/deep-json.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call, prepareRouteTable, ROUTE_TABLE_ENV, rows, type Req } from './route-table.ts';

/**
 * Hostile input on every field the contract parses (issue 15): each row's successful request from route-table.ts,
 * with one field at a time replaced by something an attacker sends, and each id in the path replaced too. Nothing
 * may answer 500; a refusal is a 4xx with a message and changes nothing (the row counts of every business table,
 * the activity log among them, are the same after); NUL bytes and lone surrogates are always refused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ROUTE_TABLE_ENV);
  await prepareRouteTable(t);
});
afterAll(() => t.close());

const tables = [
  'users',
  'userRoles',
  'companies',
  'companyUsers',
  'farms',
  'farmUsers',
  'surveys',
  'surveyUsers',
  'surveyAnswers',
  'actionItems',
  'templates',
  'activityLog',
  'outbox',
  'contactRequests',
  'media',
  'environmentUploads',
  'environmentReadings',
] as const;

/** Every table's row count in one statement: it runs twice per request, and each statement is a round trip. */
async function counts() {
  const row: Record<string, unknown> = await t.database.db
    .selectNoFrom((eb) =>
      tables.map((table) =>
        eb
          .selectFrom(table)
          .select((e) => e.fn.countAll<number>().as('n'))
          .as(table),
      ),
    )
    .executeTakeFirstOrThrow();
  return Object.fromEntries(tables.map((table) => [table, Number(row[table])]));
}

const ALWAYS_REFUSED = { nul: 'a\u0000b', surrogate: 'x\ud800y' };
const hostileValues: Record<string, unknown> = {
  ...ALWAYS_REFUSED,
  huge: 'x'.repeat(1_100_000),
  sql: "' OR 1=1; DROP TABLE users; --",
  script: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  traversal: '../../../../etc/passwd',
  negative: -1e308,
  big: 1e308,
  object: { $gt: '' },
  array: [[['deep']]],
  nothing: null,
};
const hostileIds = ['..%2F..%2F..%2Fetc%2Fpasswd', "'%20OR%201%3D1", '%00', '99999999999999999999', 'not-an-id'];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

async function expectSafe(route: string, variant: string, as: string | null, method: string, req: Req, mustRefuse: boolean) {
  const before = await counts();
  const res = await call(as, method, req);
  const label = `${route} with ${variant}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  if (mustRefuse) expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  if (res.statusCode >= 400) {
    expect(res.json<{ message: string }>().message.length, label).toBeGreaterThan(0);
    expect(await counts(), label).toEqual(before);
  }
}

describe('hostile input', () => {
  for (const [route, row] of Object.entries(rows)) {
    const method = route.split(' ')[0]!;
    it(
      route,
      async () => {
        const base = await row.ok.req();
        // One field at a time, in JSON bodies (objects and arrays).
        if (base.body !== undefined && !base.raw) {
          const body = base.body as Record<string, unknown> | unknown[];
          const keys = Array.isArray(body) ? [0] : Object.keys(body);
          for (const key of keys) {
            for (const [name, value] of Object.entries(hostileValues)) {
              const mangled = Array.isArray(body) ? [value] : { ...body, [key]: value };
              await expectSafe(
                route,
                `${String(key)}=${name}`,
                row.ok.as,
                method,
                { url: (await row.ok.req()).url, body: mangled },
                name in ALWAYS_REFUSED,
              );
            }
            if (!Array.isArray(body)) {
              const { [key]: _dropped, ...missing } = body;
              await expectSafe(route, `${key} missing`, row.ok.as, method, { url: (await row.ok.req()).url, body: missing }, false);
            }
          }
          for (const [what, payload, alwaysRefused] of [
            ['malformed JSON', '{"name": "x",', true],
            ['a JSON string instead of an object', '"just text"', false],
          ] as const)
            await expectSafe(
              route,
              what,
              row.ok.as,
              method,
              { url: base.url, raw: { payload, headers: { 'content-type': 'application/json' } } },
              alwaysRefused,
            );
        }
        // Every id in the path, and a hostile query string.
        const ids = base.url.split('?')[0]!.match(UUID) ?? [];
        for (const id of ids) {
          for (const hostile of hostileIds) {
            await expectSafe(route, `id ${hostile}`, row.ok.as, method, { ...base, url: base.url.replace(id, hostile) }, true);
          }
        }
        if (method === 'GET') {
          const sep = base.url.includes('?') ? '&' : '?';
          for (const q of [
            'page=-1',
            'size=99999999',
            'page=%00',
            "filterCountry='%20OR%201=1",
            'filterCompanyExtId=..%2F..%2F',
            'x=%ED%A0%80',
          ]) {
            await expectSafe(route, `query ${q}`, row.ok.as, method, { ...base, url: `${base.url}${sep}${q}` }, false);
          }
        }
        // A route that renders a PDF does so for each accepted variant (seconds each on a busy machine).
      },
      180_000,
    );
  }
});

/**
 * Issue 21, item 2: JSON nested far past the limit, as the whole body and inside each field, arrays and objects, on
 * every row with a JSON body. Each is refused with 400 and changes nothing.
 */
describe('hostile input: deep nesting', () => {
  // A fresh app: the rows' requests look up seeded data (the default template by name) that the accepted variants
  // above may have changed.
  beforeAll(async () => {
    await t.close();
    t = await createTestApp(ROUTE_TABLE_ENV);
    await prepareRouteTable(t);
  });

  it('every route with a JSON body refuses 8,000 levels whole and 400 levels in any field', async () => {
    const headers = { 'content-type': 'application/json' };
    const tried: string[] = [];
    for (const [route, row] of Object.entries(rows)) {
      const method = route.split(' ')[0]!;
      const base = await row.ok.req();
      if (base.body === undefined || base.raw) continue;
      tried.push(route);
      for (const [name, payload] of Object.entries({ arrays: deepArrays(8000), objects: deepObjects(8000) })) {
        await expectSafe(route, `a body of ${name} 8,000 deep`, row.ok.as, method, { url: base.url, raw: { payload, headers } }, true);
      }
      const body = base.body as Record<string, unknown> | unknown[];
      for (const key of Array.isArray(body) ? [0] : Object.keys(body)) {
        for (const [name, deep] of Object.entries({ arrays: deepArrays(400), objects: deepObjects(400) })) {
          const payload = JSON.stringify(Array.isArray(body) ? ['§'] : { ...body, [key]: '§' }).replace('"§"', deep);
          const req = { url: (await row.ok.req()).url, raw: { payload, headers } };
          await expectSafe(route, `${String(key)}=${name} 400 deep`, row.ok.as, method, req, true);
        }
      }
    }
    // The public contact form and the signed-in JSON routes among them (21 when written).
    expect(tried).toEqual(expect.arrayContaining(['POST /api/v1/contact', 'PUT /api/v1/company/{id}']));
    expect(tried.length).toBeGreaterThanOrEqual(20);
  }, 600_000);
});
