import * as oidc from 'openid-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../../test/oidc-test-provider.ts';
import { providerFetch } from './sso-provider-fetch.ts';
import { createProviderCache, discover, DISCOVERY_TTL_MS } from './sso-provider.ts';

let idp: TestProvider;
beforeAll(async () => {
  idp = await startTestProvider('http://aquarisk.test/sso/callback');
});
afterAll(() => idp?.close());

/** openid-client wraps a failed request: the innermost cause says why. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    let err = e as Error;
    while (err.cause instanceof Error) err = err.cause;
    return err.message;
  }
  return 'no refusal';
}
const NOT_PUBLIC = /is not allowed: only public internet addresses are reached/;

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
  for (const issuer of [
    'https://127.0.0.1:9/',
    'https://10.1.2.3/',
    'https://169.254.169.254/',
    'https://[::1]/',
    'https://[::127.0.0.1]/',
    'https://100.64.0.1/',
    'https://localhost/',
  ])
    expect(await refusal(discover({ ...base, issuer })), issuer).toMatch(NOT_PUBLIC);
});

it('checks the token and key endpoints too, on the address each connection is made to (issue 37 item 24)', async () => {
  const port = new URL(idp.issuer).port;
  const discovered = await discover({ issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, allowHttp: true });
  // the discovered configuration sends every later request (token, keys) through the provider fetch
  expect(discovered[oidc.customFetch]).toBeTypeOf('function');
  // A provider whose discovery passed (a public issuer) naming endpoints on an internal host, by name (resolved
  // only as the connection is made, as a rebinding name would be) or by address.
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
    const metadata = {
      ...(JSON.parse(JSON.stringify(discovered.serverMetadata())) as oidc.ServerMetadata),
      token_endpoint: `http://${host}/token`,
      jwks_uri: `http://${host}/jwks`,
    };
    const guarded = new oidc.Configuration(metadata, idp.clientId, idp.clientSecret);
    guarded[oidc.customFetch] = providerFetch(false);
    oidc.allowInsecureRequests(guarded);
    const tokens = idp.requests.get('/token') ?? 0;
    const grant = oidc.authorizationCodeGrant(
      guarded,
      new URL(`http://aquarisk.test/sso/callback?code=c&state=s&iss=${encodeURIComponent(idp.issuer)}`),
      {
        expectedState: 's',
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
      },
    );
    expect(await refusal(grant), host).toMatch(NOT_PUBLIC);
    expect(idp.requests.get('/token') ?? 0).toBe(tokens);
    const keys = idp.requests.get('/jwks') ?? 0;
    const keyFetch = guarded[oidc.customFetch](metadata.jwks_uri, { method: 'GET', headers: {}, body: undefined, redirect: 'manual' });
    expect(await refusal(keyFetch)).toMatch(NOT_PUBLIC);
    expect(idp.requests.get('/jwks') ?? 0).toBe(keys);
  }
  // allowed (the tests' loopback provider), the same fetch reaches the key endpoint
  const jwks = await providerFetch(true)(`http://localhost:${port}/jwks`, {
    method: 'GET',
    headers: {},
    body: undefined,
    redirect: 'manual',
  });
  expect(jwks.status).toBe(200);
  expect((await jwks.json()) as unknown).toMatchObject({ keys: expect.any(Array) });
});
