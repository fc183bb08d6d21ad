import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../../test/oidc-test-provider.ts';
import { createProviderCache, discover, DISCOVERY_TTL_MS } from './sso-provider.ts';

let idp: TestProvider;
beforeAll(async () => {
  idp = await startTestProvider('http://aquarisk.test/sso/callback');
});
afterAll(() => idp?.close());

const discoveries = () => idp.requests.get('/.well-known/openid-configuration') ?? 0;

it('discovers a provider once per saved configuration and lifetime; a failed discovery is tried again', async () => {
  let now = 1_000_000;
  const cache = createProviderCache(() => now);
  const settings = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, allowHttp: true };
  const before = discoveries();
  const first = await cache.get(1, 'v1', settings);
  expect(await cache.get(1, 'v1', settings)).toBe(first);
  expect(discoveries() - before).toBe(1);
  // Saved again (a new version), or older than its lifetime: discovered afresh.
  expect(await cache.get(1, 'v2', settings)).not.toBe(first);
  now += DISCOVERY_TTL_MS;
  await cache.get(1, 'v2', settings);
  expect(discoveries() - before).toBe(3);

  const dead = { ...settings, issuer: 'http://127.0.0.1:9' };
  await expect(cache.get(2, 'v1', dead)).rejects.toThrow();
  await expect(cache.get(2, 'v1', dead)).rejects.toThrow();
  // An http issuer is refused unless http is allowed (SSO_ALLOW_HTTP_ISSUER), before any request.
  const count = discoveries();
  await expect(cache.get(3, 'v1', { ...settings, allowHttp: false })).rejects.toThrow();
  expect(discoveries()).toBe(count);
});

it('refuses an issuer on a loopback or private address before any request, unless test issuers are allowed', async () => {
  const base = { clientId: 'c', clientSecret: 's', allowHttp: false };
  for (const issuer of ['https://127.0.0.1:9/', 'https://10.1.2.3/', 'https://169.254.169.254/', 'https://[::1]/', 'https://localhost/'])
    await expect(discover({ ...base, issuer })).rejects.toThrow(/private network address/);
});
