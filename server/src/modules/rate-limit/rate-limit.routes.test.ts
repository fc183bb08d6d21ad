import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { CLIENT_AUTH, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app.ts';
import { countHit } from './rate-limit.repository.ts';

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_MINUTE: '3' });
  // A second server process on the same database, as in a deployment of several.
  second = await buildApp({ config: t.config, database: t.database, jwtSecret: TEST_JWT_SECRET, logger: false });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const reset = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/password/reset',
    remoteAddress: ip,
    headers: { authorization: CLIENT_AUTH },
    payload: { email: 'viewer@example.com' },
  });

describe('rate limits kept in the database (issue 14)', () => {
  it('count one address across two server processes: the fourth request in a minute is refused by either', async () => {
    const statuses = [
      await reset(t.app, '198.51.100.7'),
      await reset(second, '198.51.100.7'),
      await reset(t.app, '198.51.100.7'),
      await reset(second, '198.51.100.7'),
    ].map((r) => r.statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another address has its own count.
    expect((await reset(second, '198.51.100.8')).statusCode).toBe(200);
  });

  it('count each route apart, and start again when the window is over', async () => {
    const db = t.database.db;
    expect(await countHit(db, 'route-a|1.2.3.4', 1_000, 60_000)).toEqual({ hits: 1, startedMs: 1_000 });
    expect(await countHit(db, 'route-a|1.2.3.4', 2_000, 60_000)).toEqual({ hits: 2, startedMs: 1_000 });
    expect(await countHit(db, 'route-b|1.2.3.4', 2_000, 60_000)).toEqual({ hits: 1, startedMs: 2_000 });
    expect(await countHit(db, 'route-a|1.2.3.4', 61_000, 60_000)).toEqual({ hits: 1, startedMs: 61_000 });
  });

  it('count concurrent requests exactly (one atomic statement each)', async () => {
    const db = t.database.db;
    const results = await Promise.all(Array.from({ length: 25 }, () => countHit(db, 'burst|9.9.9.9', 5_000, 60_000)));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});
