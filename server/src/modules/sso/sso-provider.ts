import * as oidc from 'openid-client';
import { providerFetch } from './sso-provider-fetch.ts';

/**
 * The relying party's side of OpenID Connect, through openid-client (authorization code + PKCE + state + nonce).
 * `allowHttp` (SSO_ALLOW_HTTP_ISSUER) lets an http:// issuer through: for the tests' in-process provider on loopback,
 * never in production (docs/decisions.md, "Single sign-on").
 */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowHttp: boolean;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * SSRF (docs/security.md): a company admin types the issuer, and the server fetches it and the endpoints it names.
 * The configuration keeps `providerFetch`, so discovery, the token and the key requests each connect to public
 * addresses only, checked on the address connected to; SSO_ALLOW_HTTP_ISSUER (tests on loopback) lifts both rules.
 */
export async function discover(s: ProviderSettings): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(s.issuer), s.clientId, s.clientSecret, oidc.ClientSecretBasic(s.clientSecret), {
    execute: s.allowHttp ? [oidc.allowInsecureRequests] : [],
    timeout: DISCOVERY_TIMEOUT_SECONDS,
    [oidc.customFetch]: providerFetch(s.allowHttp),
  });
}

/** How long a provider's discovery document is used before it is fetched again. */
export const DISCOVERY_TTL_MS = 10 * 60 * 1000;

/**
 * The discovered providers of one app, per company configuration: a sign-in then costs the provider one request from
 * the server (the token), not three (docs/performance.md, "Single sign-on"). `version` names the saved configuration
 * (its update time): saving it, in any process, starts afresh. A failed discovery is not kept.
 */
export function createProviderCache(now: () => number = Date.now) {
  const entries = new Map<number, { version: string; at: number; config: Promise<oidc.Configuration> }>();
  return {
    get(companyId: number, version: string, settings: ProviderSettings): Promise<oidc.Configuration> {
      const hit = entries.get(companyId);
      if (hit && hit.version === version && now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
      const config = discover(settings);
      entries.set(companyId, { version, at: now(), config });
      config.catch(() => {
        if (entries.get(companyId)?.config === config) entries.delete(companyId);
      });
      return config;
    },
  };
}
export type ProviderCache = ReturnType<typeof createProviderCache>;

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newPendingSignIn(): PendingSignIn {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

export async function authorizationUrl(config: oidc.Configuration, redirectUri: string, pending: PendingSignIn, email: string) {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    login_hint: email,
  }).href;
}

/** Redeems the code; openid-client checks state, nonce, PKCE, issuer, audience and the ID token's signature. */
export async function redeem(config: oidc.Configuration, callbackUrl: URL, pending: PendingSignIn): Promise<oidc.IDToken> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  return claims;
}

export function discoveryFacts(config: oidc.Configuration) {
  const m = config.serverMetadata();
  return {
    issuer: m.issuer,
    authorizationEndpoint: m.authorization_endpoint ?? '',
    tokenEndpoint: m.token_endpoint ?? '',
    pkceS256: m.code_challenge_methods_supported?.includes('S256') ?? false,
  };
}
