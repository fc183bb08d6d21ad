import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.ts';
import { CLIENT_AUTH, createTestApp } from '../../test/test-app.ts';

/** Three sign-in attempts from one socket, each claiming another client address in X-Forwarded-For. */
async function attemptsWithForgedAddresses(env: Record<string, string>) {
  const t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_MINUTE: '2', ...env });
  try {
    const codes: number[] = [];
    for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/token',
        remoteAddress: '198.51.100.7',
        headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forged },
        payload: new URLSearchParams({ grant_type: 'password', username: 'x@example.com', password: 'y' }).toString(),
      });
      codes.push(res.statusCode);
    }
    return codes;
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For does not bypass the per-IP limit', async () => {
    expect(await attemptsWithForgedAddresses({})).toEqual([400, 400, 429]);
  });

  it('trusts the configured proxy: behind it, each forwarded client has its own limit', async () => {
    expect(await attemptsWithForgedAddresses({ TRUST_PROXY: '198.51.100.7' })).toEqual([400, 400, 400]);
    // A proxy that is not the one configured is not believed.
    expect(await attemptsWithForgedAddresses({ TRUST_PROXY: '192.0.2.1' })).toEqual([400, 400, 429]);
  });

  it('reads true, false, a hop count and a list of addresses', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    const oneHop = parseTrustProxy('1') as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.1', 1)]).toEqual([true, false]);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });
});
