import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ProviderContext } from 'oidc-provider';

/** What the provider says of an account, keyed by the login typed into its form (the e-mail). */
export type TestClaims = { email: string; email_verified: boolean; name?: string; groups?: string[] };

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the accounts the provider knows; a test may add or change them */
  accounts: Map<string, TestClaims>;
  /** requests the provider answered, by path (discovery, jwks, token, the login pages) */
  requests: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1, for the SSO tests: one confidential client whose redirect URI is
 * the app's callback, the development login form (any password), and consent given on the spot, so a sign-in is one
 * form. Claims go into the ID token, as a company's provider would be configured for it.
 */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, TestClaims>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'aquarisk-test';
  const clientSecret = 'aquarisk-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['aquarisk-test-cookie-key'] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx: unknown, id: string) => {
      const claims = accounts.get(id);
      return claims ? { accountId: id, claims: () => ({ sub: id, ...claims }) } : undefined;
    },
    loadExistingGrant: async (ctx: ProviderContext) => {
      const { oidc } = ctx;
      const clientId = oidc.client!.clientId;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ accountId: oidc.session!.accountId!, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const requests = new Map<string, number>();
  server.on('request', (req: http.IncomingMessage) => {
    const route = new URL(req.url ?? '/', issuer).pathname.replace(/^\/(auth|interaction)\/.+$/, '/$1/:uid');
    requests.set(route, (requests.get(route) ?? 0) + 1);
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows an authorization URL as a browser would (cookies, redirects), fills the provider's login form with `login`,
 * and returns the URL the provider sends the browser back to (code, state, iss), without opening it.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, { method: form ? 'POST' : 'GET', headers, body: form?.toString(), redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next.href;
      form = undefined;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action || form) throw new Error(`the provider answered ${res.status} without a way on: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    form = new URLSearchParams({ prompt: 'login', login, password: 'any' });
  }
  throw new Error('too many redirects at the provider');
}
