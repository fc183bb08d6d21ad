import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/log-capture.ts';
import { CLIENT_AUTH, TEST_JWT_SECRET, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../../test/demo-users.ts';

const logs = captureLogs();
const lines = logs.lines;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const token = (fields: Record<string, string>, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/oauth/token${query}`,
    headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });

describe('token responses (RFC 6749 §5.1)', () => {
  it('carry Cache-Control: no-store and Pragma: no-cache, on success and on error', async () => {
    const ok = await token({ grant_type: 'password', username: 'manager@example.com', password: DEMO_PASSWORD });
    expect(ok.statusCode).toBe(200);
    const refreshed = await token({}, `?grant_type=refresh_token&refresh_token=${encodeURIComponent(ok.json().refresh_token)}`);
    expect(refreshed.statusCode).toBe(200);
    const bad = await token({ grant_type: 'password', username: 'manager@example.com', password: 'wrong' });
    expect(bad.statusCode).toBe(400);
    const noClient = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/token', payload: { grant_type: 'password' } });
    expect(noClient.statusCode).toBe(401);
    for (const res of [ok, refreshed, bad, noClient]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['pragma']).toBe('no-cache');
    }
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const me = (jwt: string) => t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${jwt}` } });

  it('must carry an expiry: a correctly signed JWT without exp is refused', async () => {
    const sub = (await t.ids()).users['admin@example.com']!;
    const claims = () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer('aquarisk')
        .setAudience('aquarisk-web')
        .setIssuedAt();
    expect((await me(await claims().setExpirationTime('5m').sign(key))).statusCode).toBe(200);
    expect((await me(await claims().sign(key))).statusCode).toBe(401);
  });
});

describe('logs', () => {
  it('never hold a refresh token, password, reset link id or client secret from the URL, headers or bodies', async () => {
    logs.clear();
    const signIn = await token({ grant_type: 'password', username: 'farmer@example.com', password: DEMO_PASSWORD });
    const refresh = signIn.json<{ refresh_token: string; access_token: string }>().refresh_token;
    const rotated = await token({}, `?grant_type=refresh_token&refresh_token=${encodeURIComponent(refresh)}&client_id=aquarisk-web`);
    expect(rotated.statusCode).toBe(200);
    await token({}, `?grant_type=password&username=farmer@example.com&password=query-password-123`);
    await t.app.inject({ url: '/reset/secret-reset-guid-456?x=1' });
    await t.app.inject({
      url: `/api/v1/user/me?access_token=${signIn.json().access_token}`,
      headers: { authorization: `Bearer ${rotated.json().access_token}`, cookie: 'session=cookie-secret-789' },
    });
    // Whatever a route logs explicitly goes through the same redaction.
    t.app.log.info(
      {
        headers: { authorization: CLIENT_AUTH, cookie: 'c=cookie-secret-789' },
        body: { password: 'body-password-000', refresh_token: refresh },
      },
      'explicit',
    );

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('/api/v1/oauth/token?grant_type=refresh_token&refresh_token=[REDACTED]&client_id=aquarisk-web');
    expect(log).toContain('/reset/[REDACTED]');
    for (const secret of [
      refresh,
      encodeURIComponent(refresh),
      'query-password-123',
      'secret-reset-guid-456',
      signIn.json().access_token,
      rotated.json().access_token,
      CLIENT_AUTH.slice(6),
      'cookie-secret-789',
      'body-password-000',
      DEMO_PASSWORD,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
