import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_AUTH, createTestApp, TEST_JWT_SECRET, testAppOn, type DemoIds, type TestApp } from '../../test/test-app.ts';
import { ADMIN, AUDITOR, COMPANY, DEMO_PASSWORD, FARMER, MANAGER, VIEWER } from '../../test/demo-users.ts';
import { createAccessTokenSigner } from '../modules/auth/index.ts';
import { resetPasswordByMail } from '../../test/reset-link.ts';

/**
 * Issue 25 item 4: the signed-in user is cached per access token in each process, yet every change that must end or
 * narrow a session takes effect on the very next request, in another process too. `a` makes the changes; `b` is a
 * second app on the same database (a second server process of a deployment, with its own cache) whose cache already
 * holds the token when the change is made.
 */
let a: TestApp;
let b: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  a = await createTestApp();
  b = await testAppOn(a.database, a.config, async () => undefined);
  ids = await a.ids();
});
afterAll(async () => {
  await b.app.close();
  await a.close();
});

const signIn = async (email: string) => {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_PASSWORD }).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string; refresh_token: string }>();
};
const get = (app: TestApp, token: string, url: string) =>
  app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
/** The token is in b's cache: it answered there before the change. */
const cachedInB = async (token: string) => {
  const me = await get(b, token, '/api/v1/user/me');
  expect(me.statusCode).toBe(200);
  return me.json<{ email: string; authorities: string[] }>();
};

describe('the signed-in user cache sees every revocation at once, in every process', () => {
  it('a role change applies on the next request', async () => {
    const { access_token } = await signIn(FARMER);
    expect((await cachedInB(access_token)).authorities).toEqual(['ROLE_FARMER']);
    const put = await a.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}/user/${ids.users[FARMER]}/roles`, [
      'ROLE_FARMER',
      'ROLE_SURVEYOR',
    ]);
    expect(put.statusCode, put.body).toBe(200);
    expect((await cachedInB(access_token)).authorities).toEqual(['ROLE_FARMER', 'ROLE_SURVEYOR']);
  });

  it('an e-mail change is seen on the next request', async () => {
    const { access_token } = await signIn(VIEWER);
    expect((await cachedInB(access_token)).email).toBe(VIEWER);
    const put = await a.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}/user/${ids.users[VIEWER]}`, {
      fullName: 'Renamed Viewer',
      email: 'renamed.viewer@example.com',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await cachedInB(access_token)).email).toBe('renamed.viewer@example.com');
  });

  it('taking a manager off their farms narrows what they see on the next request', async () => {
    const { access_token } = await signIn(MANAGER);
    const before = await get(b, access_token, `/api/v1/company/${ids.company1}/farm-page`);
    expect(before.statusCode).toBe(200);
    expect(before.json<{ farms: unknown[] }>().farms.length).toBeGreaterThan(0);
    const put = await a.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}/user/${ids.users[MANAGER]}/farms`, { farmExtIds: [] });
    expect(put.statusCode, put.body).toBe(200);
    const after = await get(b, access_token, `/api/v1/company/${ids.company1}/farm-page`);
    expect(after.json<{ farms: unknown[] }>().farms).toEqual([]);
  });

  it('a new password ends the access tokens issued before it', async () => {
    const { access_token } = await signIn(AUDITOR);
    await cachedInB(access_token);
    await resetPasswordByMail(a, AUDITOR, 'A new password 123!');
    expect((await get(b, access_token, '/api/v1/user/me')).statusCode).toBe(401);
    expect((await get(a, access_token, '/api/v1/user/me')).statusCode).toBe(401);
  });

  it('a stolen refresh token presented again ends the access tokens of the user', async () => {
    const pair = await signIn(FARMER);
    await cachedInB(pair.access_token);
    const refresh = (token: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/token',
        headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token }).toString(),
      });
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(400);
    expect((await get(b, pair.access_token, '/api/v1/user/me')).statusCode).toBe(401);
  });

  it('a deleted account is refused on the next request', async () => {
    const created = await a.call(COMPANY, 'POST', `/api/v1/company/${ids.company1}/user`, {
      email: 'short.lived@example.com',
      fullName: 'Short Lived',
      roles: ['ROLE_UNDERWRITER'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const userExtId = created.json<{ user: { externalId: string } }>().user.externalId;
    // a new account has no password yet: its token is signed here as the token endpoint would
    const token = await createAccessTokenSigner(TEST_JWT_SECRET, 900).sign(userExtId, 0);
    await cachedInB(token);
    const del = await a.call(COMPANY, 'DELETE', `/api/v1/company/${ids.company1}/user/${userExtId}`);
    expect(del.statusCode, del.body).toBe(204);
    expect((await get(b, token, '/api/v1/user/me')).statusCode).toBe(401);
  });

  it('an erased account is refused on the next request', async () => {
    const { access_token } = await signIn(MANAGER);
    await cachedInB(access_token);
    const erase = await a.call(ADMIN, 'POST', `/api/v1/company/${ids.company1}/user/${ids.users[MANAGER]}/erase`, { email: MANAGER });
    expect(erase.statusCode, erase.body).toBe(200);
    expect((await get(b, access_token, '/api/v1/user/me')).statusCode).toBe(401);
  });

  it('a cached token is served while nothing changed, and an altered copy of it is refused', async () => {
    const { access_token } = await signIn(ADMIN);
    await cachedInB(access_token);
    const me = await cachedInB(access_token);
    expect(me.email).toBe(ADMIN);
    expect((await get(b, `${access_token}x`, '/api/v1/user/me')).statusCode).toBe(401);
  });
});
