import * as oidc from 'openid-client';

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

export function discover(s: ProviderSettings): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(s.issuer), s.clientId, s.clientSecret, oidc.ClientSecretBasic(s.clientSecret), {
    execute: s.allowHttp ? [oidc.allowInsecureRequests] : [],
    timeout: DISCOVERY_TIMEOUT_SECONDS,
  });
}

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
