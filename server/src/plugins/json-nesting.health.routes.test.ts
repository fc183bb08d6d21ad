import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimitMessages } from '@aquarisk/contract/request-limits';
import { deepArrays, deepObjects } from '../../test/deep-json.ts';
import { ADMIN } from '../../test/demo-users.ts';
import { healthLatencyUnder } from '../../test/health-under-attack.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('deeply nested JSON does not stall the server (issue 21, item 2)', () => {
  it('keeps /health under 500 ms at the median while six clients send 16 KB bodies 8,000 levels deep', async () => {
    const ids = await t.ids();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${await t.token(ADMIN)}` };
    const statuses = new Map<number, number>();
    let i = 0;
    const attack = async () => {
      // Arrays and objects in turn, to a signed-in JSON route (the public contact form is rate-limited to 10 a minute).
      const body = i++ % 2 ? deepArrays(8000) : deepObjects(8000);
      const res = await fetch(`${base}/api/v1/company/${ids.company1}`, { method: 'PUT', headers, body });
      const answer = (await res.json()) as { message?: string };
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 400) expect(answer.message).toBe(requestLimitMessages.tooDeeplyNested);
    };
    const health = await healthLatencyUnder(base, 6, attack);
    const label = `/health p50 ${health.p50.toFixed(0)} ms, p99 ${health.p99.toFixed(0)} ms over ${health.samples} polls; ${health.attacks} attacks: ${JSON.stringify([...statuses])}`;
    expect(health.p50, label).toBeLessThan(500);
    expect([...statuses.keys()], label).toEqual([400]);
  }, 120_000);
});
