import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiTokenMessages } from './index.ts';
import { expectError, expectRejected, expectUnauthorized } from '../../../test/api-assertions.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { COMPANY, FARMER, MANAGER, VIEWER } from '../../../test/demo-users.ts';
import { demoSurveyId } from '../../../test/audit-helpers.ts';
import { lastActivity } from '../../../test/test-app.ts';

/**
 * Personal API tokens (issue 28 item 5), on SQLite and PostgreSQL: shown once, hashed at rest, scope enforced,
 * revocation immediate, expiry refused, a person's own only, never a 500 on bad input.
 */
const { t, ids } = demoAppPerFile();
const FORMAT = /^aqr_[a-z0-9]{10}_[A-Za-z0-9_-]{43}$/;

async function create(as: string, body: unknown) {
  const res = await t.call(as, 'POST', '/api/v1/user/me/token', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; token: string; prefix: string; scope: string; lastUsedAt: string | null }>();
}
const withToken = (token: string, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const rowOf = (id: string) => t.database.db.selectFrom('apiTokens').selectAll().where('externalId', '=', id).executeTakeFirstOrThrow();

describe('API tokens', () => {
  it('shows the secret once and keeps only its hash', async () => {
    const created = await create(VIEWER, { name: 'Nightly export', scope: 'read', expiresInDays: 30 });
    expect(created.token).toMatch(FORMAT);
    expect(created.token.startsWith(`aqr_${created.prefix}_`)).toBe(true);
    const list = await t.call(VIEWER, 'GET', '/api/v1/user/me/token');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token.slice(15));
    expect(list.json<{ id: string }[]>().map((x) => x.id)).toContain(created.id);
    const row = await rowOf(created.id);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(15));
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    const days = (Date.parse(row.expiresAt) - Date.parse(row.createdAt)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('authenticates as the user; a read-only token cannot write (403), a read-write one can, and the log says so', async () => {
    const read = await create(COMPANY, { name: 'Reader', scope: 'read', expiresInDays: 7 });
    const me = await withToken(read.token, 'GET', '/api/v1/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.json<{ email: string }>().email).toBe(COMPANY);
    const farm = { name: `Token farm ${Math.random()}` };
    await expectRejected(
      t,
      () => withToken(read.token, 'POST', `/api/v1/company/${ids.company1}/farm`, farm),
      403,
      apiTokenMessages.readOnly,
    );

    const write = await create(COMPANY, { name: 'Writer', scope: 'read-write', expiresInDays: 7 });
    const res = await withToken(write.token, 'POST', `/api/v1/company/${ids.company1}/farm`, farm);
    expect(res.statusCode, res.body).toBe(201);
    const [entry] = await lastActivity(t);
    expect(entry?.actorEmail).toBe(COMPANY);
    expect(entry?.changes['viaApiToken']).toEqual([null, `aqr_${write.prefix}_…`]);
  });

  it('cannot reach tokens or personal data, whatever its scope', async () => {
    const { token } = await create(COMPANY, { name: 'Writer', scope: 'read-write', expiresInDays: 7 });
    const own = ids.users[COMPANY]!;
    for (const [method, url, body] of [
      ['GET', '/api/v1/user/me/token'],
      ['POST', '/api/v1/user/me/token', { name: 'x', scope: 'read-write', expiresInDays: 1 }],
      ['GET', `/api/v1/company/${ids.company1}/user/${own}/personal-data`],
      ['PUT', `/api/v1/company/${ids.company1}/user/${own}`, { fullName: 'Renamed', email: COMPANY, phone: null }],
    ] as const) {
      expectError(await withToken(token, method, url, body), 403, apiTokenMessages.notForTokens);
    }
  });

  it('cannot manage accounts: people, roles, farm assignments, sign-in (403, nothing changed; issue 37 item 23)', async () => {
    const { token } = await create(COMPANY, { name: 'Writer', scope: 'read-write', expiresInDays: 7 });
    const company = `/api/v1/company/${ids.company1}`;
    const farm = ids.farms['Hardanger Fjord Site']!;
    const rolesOf = async (who: string) =>
      (await t.call(who, 'GET', '/api/v1/user/me')).json<{ authorities: string[] }>().authorities.sort();
    const farmsOf = async (who: string) => (await t.call(COMPANY, 'GET', `/api/v1/user/${ids.users[who]}/farm`)).body;
    // its first use writes its last use; the refusals below must change nothing
    expect((await withToken(token, 'GET', '/api/v1/user/me')).statusCode).toBe(200);
    const before = { own: await rolesOf(COMPANY), manager: await rolesOf(MANAGER), farms: await farmsOf(MANAGER) };
    for (const [method, url, body] of [
      ['PUT', `${company}/user/${ids.users[COMPANY]}/roles`, ['ROLE_COMPANY', 'ROLE_MANAGER']],
      ['PUT', `${company}/user/${ids.users[MANAGER]}/roles`, ['ROLE_USER']],
      ['PUT', `${company}/user/${ids.users[MANAGER]}/farms`, { farmExtIds: [] }],
      ['POST', `${company}/farm/${farm}/user`, { email: VIEWER }],
      ['DELETE', `${company}/farm/${farm}/user/${ids.users[MANAGER]}`],
      ['POST', `${company}/user`, { fullName: 'Token Made', email: 'token-made@example.com', phone: null, roles: ['ROLE_USER'] }],
      ['PUT', `${company}/user/${ids.users[FARMER]}`, { fullName: 'Renamed', email: FARMER, phone: null }],
      ['DELETE', `${company}/user/${ids.users[FARMER]}`],
      ['PUT', `${company}/sso`, {}],
      ['POST', `${company}/sso/discovery`, {}],
      ['POST', `${company}/sso/domain/example.com/verify`, {}],
    ] as const) {
      await expectRejected(t, () => withToken(token, method, url, body), 403, apiTokenMessages.notForTokens);
    }
    expect({ own: await rolesOf(COMPANY), manager: await rolesOf(MANAGER), farms: await farmsOf(MANAGER) }).toEqual(before);
  });

  it('is refused from the request after its revocation, and after its expiry (401)', async () => {
    const a = await create(VIEWER, { name: 'Revoked', scope: 'read', expiresInDays: 7 });
    expect((await withToken(a.token, 'GET', '/api/v1/user/me')).statusCode).toBe(200);
    expect((await t.call(VIEWER, 'DELETE', `/api/v1/user/me/token/${a.id}`)).statusCode).toBe(204);
    expectUnauthorized(await withToken(a.token, 'GET', '/api/v1/user/me'));
    expect((await t.call(VIEWER, 'GET', '/api/v1/user/me/token')).json<{ id: string }[]>().map((x) => x.id)).not.toContain(a.id);

    const b = await create(VIEWER, { name: 'Expired', scope: 'read', expiresInDays: 1 });
    expect((await withToken(b.token, 'GET', '/api/v1/user/me')).statusCode).toBe(200);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.database.db.updateTable('apiTokens').set({ expiresAt: past }).where('externalId', '=', b.id).execute();
    expectUnauthorized(await withToken(b.token, 'GET', '/api/v1/user/me'));
  });

  it("acts with the person's roles of now: a role taken away holds from the next request, a role given back too", async () => {
    const token = (await create(FARMER, { name: 'Field script', scope: 'read-write', expiresInDays: 7 })).token;
    const survey = await demoSurveyId(t, 'Hardanger annual audit 2025');
    const raise = (title: string) =>
      withToken(token, 'POST', `/api/v1/survey/${survey}/action`, { title, description: '<p>From a script.</p>', riskLevel: 'LOW' });
    const raised = await raise('Check the feed camera');
    expect(raised.statusCode, raised.body).toBe(201);

    const rolesUrl = `/api/v1/company/${ids.company1}/user/${ids.users[FARMER]}/roles`;
    expect((await t.call(COMPANY, 'PUT', rolesUrl, ['ROLE_USER'])).statusCode).toBe(200);
    expectError(await raise('Check the feed camera again'), 403);
    // The survey is still readable with the read-only role it has now.
    expect((await withToken(token, 'GET', `/api/v1/survey/${survey}`)).statusCode).toBe(200);

    expect((await t.call(COMPANY, 'PUT', rolesUrl, ['ROLE_FARMER'])).statusCode).toBe(200);
    expect((await raise('Check the feed camera, third time')).statusCode).toBe(201);
  });

  it("is revoked only by its owner: another person's token is unknown to them (404)", async () => {
    const mine = await create(VIEWER, { name: 'Mine', scope: 'read', expiresInDays: 7 });
    expectError(await t.call(MANAGER, 'DELETE', `/api/v1/user/me/token/${mine.id}`), 404);
    expect((await withToken(mine.token, 'GET', '/api/v1/user/me')).statusCode).toBe(200);
    expect((await rowOf(mine.id)).revokedAt).toBeNull();
  });

  it('writes last use at most once a minute', async () => {
    const created = await create(VIEWER, { name: 'Touch', scope: 'read', expiresInDays: 7 });
    expect(created.lastUsedAt).toBeNull();
    await withToken(created.token, 'GET', '/api/v1/user/me');
    const first = (await rowOf(created.id)).lastUsedAt;
    expect(first).not.toBeNull();
    await withToken(created.token, 'GET', '/api/v1/user/me');
    expect((await rowOf(created.id)).lastUsedAt).toBe(first);
  });

  it('answers bad input with 400 or 401, never a 500, and stores nothing', async () => {
    const bodies: unknown[] = [
      {},
      { name: '', scope: 'read', expiresInDays: 7 },
      { name: 'x'.repeat(81), scope: 'read', expiresInDays: 7 },
      { name: 'ok', scope: 'admin', expiresInDays: 7 },
      { name: 'ok', scope: 'read', expiresInDays: 0 },
      { name: 'ok', scope: 'read', expiresInDays: 366 },
      { name: 'ok', scope: 'read', expiresInDays: 1.5 },
      { name: 'ok', scope: 'read', expiresInDays: '7' },
      [],
    ];
    for (const body of bodies) await expectRejected(t, () => t.call(VIEWER, 'POST', '/api/v1/user/me/token', body), 400);
    expectError(await t.call(VIEWER, 'DELETE', '/api/v1/user/me/token/not-a-uuid'), 400);
    const { token } = await create(VIEWER, { name: 'Real', scope: 'read', expiresInDays: 7 });
    for (const forged of [
      'aqr_',
      'aqr_x_y',
      `${token}x`,
      // the last character changed (never to itself: 1 in 64 tokens ends in 'A')
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `aqr_${'a'.repeat(10)}_${token.slice(-43)}`,
      'aqr_\u0000',
    ]) {
      expectUnauthorized(await withToken(forged, 'GET', '/api/v1/user/me'));
    }
    expectUnauthorized(await t.app.inject({ method: 'GET', url: '/api/v1/user/me/token' }));
  });
});
