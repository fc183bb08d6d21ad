import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@aquarisk/contract/messages';
import { buildApp } from '../../app.ts';
import { CLIENT_AUTH, TEST_JWT_SECRET, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { backoffMs } from './sign-in-backoff.ts';
import { DEMO_PASSWORD } from '../../../test/demo-users.ts';
import { resetPasswordByMail } from '../../../test/reset-link.ts';

const THRESHOLD = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ACCOUNT_FAILURES: String(THRESHOLD) });
});
afterAll(() => t.close());

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.10';

function attempt(app: TestApp['app'], email: string, password: string, source: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    remoteAddress: source,
    headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
}

const counter = (account: string, source: string) =>
  t.database.db.selectFrom('signInFailures').selectAll().where('account', '=', account).where('source', '=', source).executeTakeFirst();

/** Lets the current back-off of one account and source run out, as time passing would. */
const waitOut = (account: string, source: string) =>
  t.database.db
    .updateTable('signInFailures')
    .set({ blockedUntil: new Date(Date.now() - 1000).toISOString() })
    .where('account', '=', account)
    .where('source', '=', source)
    .execute();

describe('failed sign-ins back off per account and source', () => {
  it('slows the guessing source down; the owner signs in from another source meanwhile', async () => {
    for (let i = 0; i < THRESHOLD; i++) expect((await attempt(t.app, 'admin@example.com', `guess-${i}`, ATTACKER)).statusCode).toBe(400);
    const blocked = await attempt(t.app, 'admin@example.com', DEMO_PASSWORD, ATTACKER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(serverMessages.tooManyRequests);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const owner = await attempt(t.app, 'admin@example.com', DEMO_PASSWORD, OWNER);
    expect(owner.statusCode, owner.body).toBe(200);
    // Another account from the guessing source is not slowed down either.
    expect((await attempt(t.app, 'viewer@example.com', DEMO_PASSWORD, ATTACKER)).statusCode).toBe(200);
  });

  it('backs off progressively: each further failure doubles the wait, up to 15 minutes', async () => {
    const account = 'company@example.com';
    const waits: number[] = [];
    for (let i = 0; i < THRESHOLD + 3; i++) {
      await waitOut(account, ATTACKER);
      const before = Date.now();
      expect((await attempt(t.app, account, `guess-${i}`, ATTACKER)).statusCode).toBe(400);
      const row = (await counter(account, ATTACKER))!;
      expect(row.failures).toBe(i + 1);
      if (row.blockedUntil && row.blockedUntil > new Date(before).toISOString())
        waits.push(Math.round((new Date(row.blockedUntil).getTime() - new Date(row.lastFailureAt).getTime()) / 1000));
    }
    expect(waits).toEqual([5, 10, 20, 40]);
    expect([backoffMs(THRESHOLD + 20, THRESHOLD), backoffMs(THRESHOLD - 1, THRESHOLD)]).toEqual([15 * 60 * 1000, 0]);
  });

  it('is kept in the database: a restarted or second server process sees it', async () => {
    const account = 'auditor@example.com';
    for (let i = 0; i < THRESHOLD; i++) expect((await attempt(t.app, account, `guess-${i}`, ATTACKER)).statusCode).toBe(400);
    const second = await buildApp({ config: t.config, database: t.database, jwtSecret: TEST_JWT_SECRET, logger: false });
    await second.ready();
    try {
      expect((await attempt(second, account, DEMO_PASSWORD, ATTACKER)).statusCode).toBe(429);
      expect((await attempt(second, account, DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('is forgotten for a source after a successful sign-in there, and for every source after a password reset', async () => {
    const account = 'manager@example.com';
    await attempt(t.app, account, 'guess', ATTACKER);
    await attempt(t.app, account, 'guess', OWNER);
    expect((await attempt(t.app, account, DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
    expect(await counter(account, OWNER)).toBeUndefined();
    expect((await counter(account, ATTACKER))?.failures).toBe(1);

    await resetPasswordByMail(t, account, 'a-brand-new-password');
    expect(await counter(account, ATTACKER)).toBeUndefined();
  });
});
