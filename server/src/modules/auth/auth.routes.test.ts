import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../lib/ids.ts';
import { CLIENT_AUTH, createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../../test/demo-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function tokenRequest(fields: Record<string, string>, auth: string | null = CLIENT_AUTH, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/oauth/token${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(auth ? { authorization: auth } : {}) },
    payload: form(fields),
  });
}

async function signIn(email = 'manager@example.com', password = DEMO_PASSWORD) {
  const res = await tokenRequest({ grant_type: 'password', username: email, password, scope: 'read write', client_id: 'aquarisk-web' });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string; refresh_token: string; token_type: string; expires_in: number }>();
}

describe('POST /oauth/token, password grant', () => {
  it('returns the login response fields for every demo user', async () => {
    for (const email of ['admin', 'company', 'auditor', 'manager', 'farmer', 'viewer', 'other'].map((u) => `${u}@example.com`)) {
      const body = await signIn(email);
      expect(body.token_type).toBe('bearer');
      expect(body.expires_in).toBe(900);
      expect(body.access_token.split('.')).toHaveLength(3);
      expect(body.refresh_token.length).toBeGreaterThan(30);
    }
  });

  it('answers invalid_grant with the spec message for a wrong password or unknown user', async () => {
    for (const [username, password] of [
      ['manager@example.com', 'wrong'],
      ['nobody@example.com', DEMO_PASSWORD],
    ]) {
      const res = await tokenRequest({ grant_type: 'password', username: username!, password: password! });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_grant', message: 'Incorrect e-mail or password' });
    }
  });

  it('rejects a missing or wrong client with invalid_client 401', async () => {
    const none = await tokenRequest({ grant_type: 'password', username: 'manager@example.com', password: DEMO_PASSWORD }, null);
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('invalid_client');
    expect(none.headers['www-authenticate']).toContain('Basic');
    const wrong = await tokenRequest(
      { grant_type: 'password', username: 'manager@example.com', password: DEMO_PASSWORD },
      `Basic ${Buffer.from('aquarisk-web:nope').toString('base64')}`,
    );
    expect(wrong.statusCode).toBe(401);
  });

  it('answers unsupported_grant_type and invalid_request', async () => {
    expect((await tokenRequest({ grant_type: 'client_credentials' })).json().error).toBe('unsupported_grant_type');
    expect((await tokenRequest({})).json().error).toBe('invalid_request');
    expect((await tokenRequest({ grant_type: 'password', username: 'x' })).json().error).toBe('invalid_request');
  });
});

describe('access tokens', () => {
  it('opens the API; no token or a forged one answers 401', async () => {
    const { access_token } = await signIn();
    const ok = await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${access_token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('manager@example.com');
    expect((await t.app.inject({ url: '/api/v1/user/me' })).statusCode).toBe(401);
    const forged = `${access_token.slice(0, -4)}AAAA`;
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
  });

  it('expire after their lifetime', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '1' });
    try {
      const access = await short.token('manager@example.com');
      expect((await short.call('manager@example.com', 'GET', '/api/v1/user/me')).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 2100));
      const res = await short.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${access}` } });
      expect(res.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('refresh_token grant', () => {
  it('rotates: the new pair works, in the form body or the query', async () => {
    const first = await signIn();
    const second = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    const viaQuery = await tokenRequest(
      {},
      CLIENT_AUTH,
      `?grant_type=refresh_token&refresh_token=${encodeURIComponent(pair.refresh_token)}`,
    );
    expect(viaQuery.statusCode).toBe(200);
  });

  it('works exactly as docs/requirements.md#core-7 writes it: parameters in the query, Basic client auth and no body at all', async () => {
    const literal = (refresh: string, extra: { headers?: Record<string, string>; payload?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/oauth/token?grant_type=refresh_token&refresh_token=${encodeURIComponent(refresh)}`,
        headers: { authorization: CLIENT_AUTH, ...extra.headers },
        ...(extra.payload === undefined ? {} : { payload: extra.payload }),
      });
    let refresh = (await signIn()).refresh_token;
    // No body; an empty body with or without a content type, as HTTP clients send a bodiless POST.
    const variants: { headers?: Record<string, string>; payload?: string }[] = [
      {},
      { headers: { 'content-length': '0' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'text/plain' }, payload: '' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
    ];
    for (const variant of variants) {
      const res = await literal(refresh, variant);
      expect(res.statusCode, `${JSON.stringify(variant)}: ${res.body}`).toBe(200);
      const pair = res.json();
      expect(pair).toMatchObject({ token_type: 'bearer', expires_in: 900 });
      expect((await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${pair.access_token}` } })).statusCode).toBe(
        200,
      );
      refresh = pair.refresh_token;
    }
    // A malformed JSON body is still a bad request in the token endpoint's own error shape.
    const broken = await literal(refresh, { headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('invalid_request');
  });

  it('detects reuse and revokes the whole family', async () => {
    const first = await signIn();
    const rotated = (await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json();
    const replay = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    // The legitimate newer token of the same family is revoked too.
    const after = await tokenRequest({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token });
    expect(after.statusCode).toBe(400);
    // Another sign-in (another family) is unaffected.
    const other = await signIn();
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: other.refresh_token })).statusCode).toBe(200);
  });

  it('refuses expired, unknown and missing refresh tokens', async () => {
    const pair = await signIn();
    await t.database.db
      .updateTable('refreshTokens')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('tokenHash', '=', hashSecret(pair.refresh_token))
      .execute();
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: pair.refresh_token })).statusCode).toBe(400);
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: 'not-a-token' })).statusCode).toBe(400);
    expect((await tokenRequest({ grant_type: 'refresh_token' })).json().error).toBe('invalid_request');
  });

  it('stores only hashes of refresh tokens', async () => {
    const pair = await signIn();
    const rows = await t.database.db.selectFrom('refreshTokens').select('tokenHash').execute();
    expect(rows.some((r) => r.tokenHash === pair.refresh_token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashSecret(pair.refresh_token))).toBe(true);
  });
});

describe('password reset and change', () => {
  const reset = (email: string, auth: string | null = CLIENT_AUTH) =>
    t.app.inject({ method: 'POST', url: '/api/v1/password/reset', headers: auth ? { authorization: auth } : {}, payload: { email } });
  const change = (clid: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/password/change', headers: { authorization: CLIENT_AUTH }, payload: { clid, password } });

  async function latestLink(email: string) {
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('toAddress', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const match = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail.body);
    expect(match).not.toBeNull();
    expect(mail.body).toContain('http://aquarisk.test/reset/');
    return match![1]!;
  }

  it('mails a single-use link that sets the password and ends old sessions', async () => {
    const old = await signIn('farmer@example.com');
    expect((await reset('farmer@example.com')).statusCode).toBe(200);
    const guid = await latestLink('farmer@example.com');
    const res = await change(guid, 'a-new-password-1');
    expect(res.statusCode).toBe(200);
    expect((await change(guid, 'another-password-2')).json().message).toBe('This password reset link is invalid or has expired.');
    await signIn('farmer@example.com', 'a-new-password-1');
    const oldRefresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: old.refresh_token });
    expect(oldRefresh.statusCode).toBe(400);
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'USER', targetName: 'farmer@example.com' });
    expect(JSON.stringify(entry!.changes)).not.toContain('a-new-password-1');
  });

  it('refuses an expired link', async () => {
    await reset('viewer@example.com');
    const guid = await latestLink('viewer@example.com');
    await t.database.db
      .updateTable('resetTokens')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('tokenHash', '=', hashSecret(guid))
      .execute();
    const res = await change(guid, 'long-enough-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password reset link is invalid or has expired.');
  });

  it('answers 200 for unknown e-mails without sending anything', async () => {
    const before = await t.database.db.selectFrom('outbox').select('id').execute();
    expect((await reset('nobody@example.com')).statusCode).toBe(200);
    const after = await t.database.db.selectFrom('outbox').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('validates input with the spec messages and requires the client', async () => {
    const empty = await reset('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      status: 400,
      error: 'Bad Request',
      message: 'Incorrect e-mail',
      details: { email: 'Incorrect e-mail' },
    });
    const short = await change('whatever', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be longer');
    expect((await reset('manager@example.com', null)).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('limit failed sign-ins per account', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ACCOUNT_FAILURES: '3' });
    try {
      const attempt = (password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/oauth/token',
          headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
          payload: form({ grant_type: 'password', username: 'company@example.com', password }),
        });
      for (let i = 0; i < 3; i++) expect((await attempt('bad')).statusCode).toBe(400);
      const blocked = await attempt(DEMO_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many attempts. Please wait a moment and try again.');
    } finally {
      await limited.close();
    }
  });

  it('limit sign-in requests per IP', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGNIN_PER_MINUTE: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/oauth/token',
          headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
          payload: form({ grant_type: 'password', username: 'x@example.com', password: 'y' }),
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
