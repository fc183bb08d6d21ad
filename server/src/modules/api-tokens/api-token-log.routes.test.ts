import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/log-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { COMPANY, VIEWER } from '../../../test/demo-users.ts';

/**
 * Issue 37 item 26: every server log line of a request made with an API token carries the token's public prefix
 * (`apiToken`), never its secret (docs/decisions.md "Personal API tokens"); a request signed in the usual way has
 * none. Before, the tag was set on the request's logger after the request was logged, and the line that ends every
 * request ('request completed', with its status) was written by the reply's logger, untagged.
 */
const logs = captureLogs();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
});
afterAll(() => t.close());

describe('the request log of an API-token request', () => {
  it("tags every line with the token's prefix and never logs the secret", async () => {
    const created = await t.call(VIEWER, 'POST', '/api/v1/user/me/token', { name: 'Logged', scope: 'read', expiresInDays: 7 });
    expect(created.statusCode, created.body).toBe(201);
    const { token, prefix } = created.json<{ token: string; prefix: string }>();
    const headers = { authorization: `Bearer ${token}` };
    const company = (await t.ids()).company1;
    for (const [method, url, status] of [
      ['GET', '/api/v1/user/me', 200],
      ['POST', `/api/v1/company/${company}/farm`, 403],
    ] as const) {
      logs.clear();
      const res = await t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode).toBe(status);
      const lines = logs.entries().filter((e) => e.reqId !== undefined);
      expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      for (const line of lines) expect(line['apiToken'], `${method} ${url}: ${line.msg}`).toBe(prefix);
    }
    expect(logs.lines.join('\n')).not.toContain(token.slice(15));
  });

  it('leaves requests signed in the usual way untagged', async () => {
    logs.clear();
    const res = await t.call(COMPANY, 'GET', '/api/v1/user/me');
    expect(res.statusCode).toBe(200);
    expect(logs.entries().filter((e) => e['apiToken'] !== undefined)).toEqual([]);
  });
});
