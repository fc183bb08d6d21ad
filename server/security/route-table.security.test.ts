import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@aquarisk/contract/messages';
import { capabilityOf } from '../src/lib/endpoint-access.ts';
import { apiTokenMessages } from '../src/modules/api-tokens/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { accessTable, crossesCompanies, declarations, refusedUsers } from './route-cases.ts';
import { apiToken, badTokens, call, OTHER, prepareRouteTable, ROUTE_TABLE_ENV, rows } from './route-table.ts';

/**
 * Every route the server registers has a row in route-table.ts, and its cases come from the endpoint's declaration
 * (issue 38 item 1, route-cases.ts): for a signed-in endpoint 401 without a token and with a forged or an expired one,
 * 403 for a same-company role its access refuses, 404 for a member of another company who passes the role check, a
 * personal API token refused or let in as its `tokens` entry says; and success for the right role. A route added
 * without a row fails the first test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ROUTE_TABLE_ENV);
  await prepareRouteTable(t);
});
afterAll(() => t.close());
/** 403 with this message (a HEAD answer has no body to carry it). */
function expectRefused(res: { statusCode: number; body: string }, message: string, what: string) {
  const said = res.body ? (JSON.parse(res.body) as { message?: string }).message : message;
  expect([res.statusCode, said], what).toEqual([403, message]);
}

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

  it('lets call each endpoint whom the reviewed table route-access.txt says, and no one else', async () => {
    await expect(accessTable()).toMatchFileSnapshot('./route-access.txt');
  });

  for (const [route, row] of Object.entries(rows)) {
    const method = route.split(' ')[0]!;
    const e = declarations.get(route);
    it(route, async () => {
      if (!e) throw new Error(`${route} has no contract declaration`);
      const signedIn = e.auth === 'signedIn';
      if (row.denied && capabilityOf(e)) throw new Error(`${route}: its 403 comes from its declared capability, not the row`);
      if (signedIn) {
        const sample = await row.ok.req();
        const tokens = await badTokens();
        expect((await call(null, method, sample)).statusCode, `${route} without a token`).toBe(401);
        expect((await call(null, method, sample, tokens['forged'])).statusCode, `${route} with a forged token`).toBe(401);
        expect((await call(null, method, sample, tokens['expired'])).statusCode, `${route} with an expired token`).toBe(401);
      }
      const foreign = row.foreign === false ? undefined : (row.foreign ?? (signedIn && crossesCompanies(e) ? {} : undefined));
      if (foreign) {
        const res = await call(foreign.as ?? OTHER, method, await (foreign.req ?? row.ok.req)());
        expect(res.statusCode, `${route} as another company: ${res.body}`).toBe(404);
      }
      const refused = signedIn ? refusedUsers(e) : [];
      if (capabilityOf(e)) expect(refused, `${route}: a capability no demo role lacks proves nothing`).not.toEqual([]);
      // refused before the handler runs, so one request serves every refused role
      const asked = refused.length > 0 ? await row.ok.req() : undefined;
      for (const who of refused) expectRefused(await call(who, method, asked!), serverMessages.forbidden, `${route} as ${who}`);
      if (row.denied) {
        const res = await call(row.denied.as, method, await (row.denied.req ?? row.ok.req)());
        expect(res.statusCode, `${route} as ${row.denied.as}: ${res.body}`).toBe(403);
      }
      const status = row.ok.status ?? 200;
      if (signedIn && row.ok.as) {
        const what = (scope: string) => `${route} with a ${scope} API token of ${row.ok.as}`;
        const read = await apiToken(row.ok.as, 'read');
        const readWrite = await apiToken(row.ok.as, 'read-write');
        if (e.tokens === 'read') expect((await call(null, method, await row.ok.req(), read)).statusCode, what('read')).toBe(status);
        else if (e.tokens === 'readWrite') {
          expectRefused(await call(null, method, await row.ok.req(), read), apiTokenMessages.readOnly, what('read'));
          expect((await call(null, method, await row.ok.req(), readWrite)).statusCode, what('read-write')).toBe(status);
        } else expectRefused(await call(null, method, await row.ok.req(), readWrite), apiTokenMessages.notForTokens, what('read-write'));
      }
      const res = await call(row.ok.as, method, await row.ok.req());
      expect(res.statusCode, `${route} as ${row.ok.as ?? 'anyone'}: ${res.body.slice(0, 300)}`).toBe(status);
    });
  }
});
