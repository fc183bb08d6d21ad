import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { badTokens, call, OTHER, prepareRouteTable, ROUTE_TABLE_ENV, rows } from './route-table.ts';

/**
 * Every route the server registers has a row in route-table.ts, and for every row: 401 without a token and with a
 * forged or an expired one, 404 for a user of another company, 403 for a role without the capability, and success
 * for the right role. A route added without a row fails the first test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ROUTE_TABLE_ENV);
  await prepareRouteTable(t);
});
afterAll(() => t.close());
describe('the route table', () => {
  it('has a row for every route the server registers (a new route needs one)', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    // The OpenAPI document leaves HEAD routes out; a declared one (tus's offset, issue 27) is found on the app itself.
    const heads = Object.keys(rows).filter(
      (r) => r.startsWith('HEAD ') && t.app.hasRoute({ method: 'HEAD', url: r.slice(5).replace(/\{(\w+)\}/g, ':$1') }),
    );
    const registered = [...documented, ...heads];
    expect(registered.filter((r) => !(r in rows)).sort()).toEqual([]);
    expect(
      Object.keys(rows)
        .filter((r) => !registered.includes(r))
        .sort(),
    ).toEqual([]);
  });

  for (const [route, row] of Object.entries(rows)) {
    const method = route.split(' ')[0]!;
    it(route, async () => {
      if (!row.public) {
        const sample = await row.ok.req();
        const tokens = await badTokens();
        expect((await call(null, method, sample)).statusCode, `${route} without a token`).toBe(401);
        expect((await call(null, method, sample, tokens['forged'])).statusCode, `${route} with a forged token`).toBe(401);
        expect((await call(null, method, sample, tokens['expired'])).statusCode, `${route} with an expired token`).toBe(401);
      }
      if (!row.public && row.foreign !== false) {
        const res = await call(row.foreign?.as ?? OTHER, method, await (row.foreign?.req ?? row.ok.req)());
        expect(res.statusCode, `${route} as another company: ${res.body}`).toBe(404);
      }
      if (row.denied) {
        const res = await call(row.denied.as, method, await (row.denied.req ?? row.ok.req)());
        expect(res.statusCode, `${route} as ${row.denied.as}: ${res.body}`).toBe(403);
      }
      const res = await call(row.ok.as, method, await row.ok.req());
      expect(res.statusCode, `${route} as ${row.ok.as ?? 'anyone'}: ${res.body.slice(0, 300)}`).toBe(row.ok.status ?? 200);
    });
  }
});
