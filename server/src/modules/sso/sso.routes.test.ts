import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { expectError, expectForbidden, expectNotFound, expectUnauthorized } from '../../../test/api-assertions.ts';
import { ADMIN, COMPANY, MANAGER, OTHER } from '../../../test/demo-users.ts';
import { signInAtProvider, startTestProvider, type TestProvider } from '../../../test/oidc-test-provider.ts';

const { t, ids } = demoAppPerFile({ SSO_ALLOW_HTTP_ISSUER: 'true' });
const REDIRECT = 'http://aquarisk.test/sso/callback';
const DOMAIN = 'sso-aurora.example';
let idp: TestProvider;

beforeAll(async () => {
  idp = await startTestProvider(REDIRECT);
  idp.accounts.set(`new.person@${DOMAIN}`, {
    email: `new.person@${DOMAIN}`,
    email_verified: true,
    name: 'New Person',
    groups: ['auditors'],
  });
  idp.accounts.set(`unverified@${DOMAIN}`, { email: `unverified@${DOMAIN}`, email_verified: false });
  // The provider vouches for an e-mail of a domain the company did not configure.
  idp.accounts.set(`stray@${DOMAIN}`, { email: 'stray@elsewhere.example', email_verified: true });
  for (const email of [MANAGER, ADMIN, OTHER]) idp.accounts.set(email, { email, email_verified: true });
});
afterAll(() => idp?.close());

const configUrl = () => `/api/v1/company/${ids.company1}/sso`;
const config = (over: Record<string, unknown> = {}) => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  domains: [DOMAIN],
  roles: ['ROLE_MANAGER'],
  enabled: true,
  roleClaim: 'groups',
  roleMap: { auditors: 'ROLE_SURVEYOR' },
  ...over,
});
/** An Aquarisk administrator approves a company's claimed domain (the proof by DNS is in sso-domains.routes.test.ts). */
async function approve(domain: string, company = ids.company1) {
  const res = await t.call(ADMIN, 'POST', `/api/v1/company/${company}/sso/domain/${domain}/verify`);
  expect(res.statusCode, res.body).toBe(200);
}
const start = (email: string) => t.call(null, 'POST', '/api/v1/sso/start', { email });
const complete = (callback: URL) =>
  t.call(null, 'POST', '/api/v1/sso/complete', {
    code: callback.searchParams.get('code'),
    state: callback.searchParams.get('state'),
    iss: callback.searchParams.get('iss') ?? undefined,
  });
/** Starts at the app, signs in at the provider as `login`; the provider's answer, not yet given to the app. */
async function throughProvider(email: string, login = email) {
  const res = await start(email);
  expect(res.statusCode, res.body).toBe(200);
  const { redirectUrl } = res.json<{ redirectUrl: string | null }>();
  expect(redirectUrl).not.toBeNull();
  return signInAtProvider(redirectUrl!, login, REDIRECT);
}
async function me(accessToken: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization: `Bearer ${accessToken}` } });
  return res.json<{ email: string; authorities: string[]; currentCompany: { externalId: string } | null }>();
}

describe('the company admin configures single sign-on', () => {
  it('is refused without a token, to another company (404) and to a member without the capability (403)', async () => {
    expectUnauthorized(await t.call(null, 'GET', configUrl()));
    expectNotFound(await t.call(OTHER, 'GET', configUrl()));
    expectNotFound(await t.call(OTHER, 'PUT', configUrl(), config()));
    expectNotFound(await t.call(OTHER, 'POST', `${configUrl()}/discovery`, { issuer: idp.issuer }));
    expectForbidden(await t.call(MANAGER, 'GET', configUrl()));
    expectForbidden(await t.call(MANAGER, 'PUT', configUrl(), config()));
  });

  it('refuses bad input with 400, never a 500', async () => {
    const bad: Record<string, unknown>[] = [
      { issuer: 'not a url' },
      { domains: [] },
      { domains: ['not a domain'] },
      { domains: ['@example.com'] },
      { roles: ['ROLE_ADMIN'] },
      { roles: [] },
      { roleMap: { admins: 'ROLE_ADMIN' } },
      { enabled: 'yes' },
      { clientId: '' },
    ];
    for (const over of bad) expectError(await t.call(COMPANY, 'PUT', configUrl(), config(over)), 400);
    // The first save needs the secret.
    const noSecret = await t.call(COMPANY, 'PUT', configUrl(), config({ clientSecret: null }));
    expectError(noSecret, 400, ssoMessages.secretRequired, { clientSecret: ssoMessages.secretRequired });
    expect((await t.call(COMPANY, 'GET', configUrl())).json()).toEqual({ config: null });
  });

  it('saves, answers without the secret, keeps it when left out, and logs the change', async () => {
    const saved = await t.call(COMPANY, 'PUT', configUrl(), config({ domains: [DOMAIN.toUpperCase(), DOMAIN] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(idp.clientSecret);
    expect(saved.json()).toMatchObject({ hasSecret: true, domains: [DOMAIN], roles: ['ROLE_MANAGER'] });
    await approve(DOMAIN);
    const again = await t.call(COMPANY, 'PUT', configUrl(), config({ clientSecret: undefined }));
    expect(again.statusCode, again.body).toBe(200);
    const read = await t.call(COMPANY, 'GET', configUrl());
    expect(read.body).not.toContain(idp.clientSecret);
    expect(read.json()).toMatchObject({ config: { issuer: idp.issuer, hasSecret: true, enabled: true } });
    const stored = await t.database.db.selectFrom('ssoConfigs').select('clientSecretEnc').executeTakeFirstOrThrow();
    expect(stored.clientSecretEnc).not.toContain(idp.clientSecret);
    const logged = await t.database.db.selectFrom('activityLog').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ target: 'COMPANY', actorEmail: COMPANY });
  });

  it('refuses a domain another company signs in with (409)', async () => {
    const res = await t.call(OTHER, 'PUT', `/api/v1/company/${ids.company2}/sso`, config({ domains: ['pacific.example', DOMAIN] }));
    expectError(res, 409, ssoMessages.domainTaken);
  });

  it('tests discovery: the provider answers; an issuer that does not is a 400', async () => {
    const ok = await t.call(COMPANY, 'POST', `${configUrl()}/discovery`, { issuer: idp.issuer });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ issuer: idp.issuer, pkceS256: true, tokenEndpoint: `${idp.issuer}/token` });
    const dead = await t.call(COMPANY, 'POST', `${configUrl()}/discovery`, { issuer: 'http://127.0.0.1:9/none' });
    expectError(dead, 400, ssoMessages.discoveryFailed);
    expectError(await t.call(COMPANY, 'POST', `${configUrl()}/discovery`, { issuer: 'nope' }), 400);
  });
});

describe('signing in through the provider', () => {
  it('sends only an e-mail of a configured domain to the provider, with PKCE, state and nonce', async () => {
    expect((await start('someone@elsewhere.example')).json()).toEqual({ redirectUrl: null });
    expect((await start(MANAGER)).json()).toEqual({ redirectUrl: null });
    const url = new URL((await start(`new.person@${DOMAIN}`)).json<{ redirectUrl: string }>().redirectUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge_method: 'S256',
      login_hint: `new.person@${DOMAIN}`,
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
    expectError(await start('not an e-mail'), 400);
  });

  it('lands a new user of the domain in the company with the assigned and the mapped roles; the state is single-use', async () => {
    const callback = await throughProvider(`new.person@${DOMAIN}`);
    const res = await complete(callback);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const tokens = res.json<{ access_token: string; refresh_token: string }>();
    const user = await me(tokens.access_token);
    expect(user).toMatchObject({ email: `new.person@${DOMAIN}`, currentCompany: { externalId: ids.company1 } });
    expect(user.authorities.sort()).toEqual(['ROLE_MANAGER', 'ROLE_SURVEYOR']);
    // The same answer again (a replay): refused.
    expectError(await complete(callback), 400, ssoMessages.stateInvalid);
    // Signing in again finds the same account; roles stay as they are.
    const second = await complete(await throughProvider(`new.person@${DOMAIN}`));
    expect((await me(second.json<{ access_token: string }>().access_token)).authorities.sort()).toEqual(['ROLE_MANAGER', 'ROLE_SURVEYOR']);
  });

  it('asks the provider for its discovery document once per saved configuration, not at every step', async () => {
    expect((await t.call(COMPANY, 'PUT', configUrl(), config({ clientSecret: undefined }))).statusCode).toBe(200);
    const before = idp.requests.get('/.well-known/openid-configuration') ?? 0;
    for (let i = 0; i < 2; i++) expect((await complete(await throughProvider(`new.person@${DOMAIN}`))).statusCode).toBe(200);
    expect((idp.requests.get('/.well-known/openid-configuration') ?? 0) - before).toBe(1);
  });

  it('refuses a forged state, an expired one, and an ID token whose nonce is not the one sent', async () => {
    const callback = await throughProvider(`new.person@${DOMAIN}`);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state-forged-state-forged-state');
    expectError(await complete(forged), 400, ssoMessages.stateInvalid);

    const expired = await throughProvider(`new.person@${DOMAIN}`);
    await t.database.db
      .updateTable('ssoSignIns')
      .set({ createdAt: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('usedAt', 'is', null)
      .execute();
    expectError(await complete(expired), 400, ssoMessages.stateInvalid);

    const wrongNonce = await throughProvider(`new.person@${DOMAIN}`);
    await t.database.db.updateTable('ssoSignIns').set({ nonce: 'not-the-nonce-the-provider-saw' }).where('usedAt', 'is', null).execute();
    expectError(await complete(wrongNonce), 400, ssoMessages.providerRefused);
    // A code sent to the app with a state it never issued is refused before the provider is asked.
    expectError(await complete(callback), 400, ssoMessages.stateInvalid);
  });

  it('refuses an unverified e-mail and one outside the company’s domains', async () => {
    expectError(await complete(await throughProvider(`unverified@${DOMAIN}`)), 400, ssoMessages.emailNotVerified);
    expectError(await complete(await throughProvider(`stray@${DOMAIN}`)), 400, ssoMessages.emailOutsideDomains);
    expect(
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', 'in', [`unverified@${DOMAIN}`, 'stray@elsewhere.example'])
        .execute(),
    ).toEqual([]);
  });

  it('signs in an existing member with their own roles; never an administrator nor a member of another company', async () => {
    expect(
      (await t.call(COMPANY, 'PUT', configUrl(), config({ clientSecret: undefined, domains: [DOMAIN, 'example.com'] }))).statusCode,
    ).toBe(200);
    await approve('example.com');
    const manager = await complete(await throughProvider(MANAGER));
    expect(manager.statusCode, manager.body).toBe(200);
    expect((await me(manager.json<{ access_token: string }>().access_token)).authorities).toEqual(['ROLE_MANAGER']);
    expectError(await complete(await throughProvider(ADMIN)), 400, ssoMessages.accountNeedsPassword);
    expectError(await complete(await throughProvider(OTHER)), 400, ssoMessages.accountNeedsPassword);
  });

  it('for invited people only: a new e-mail of the domain is refused and nothing is made; a member still signs in', async () => {
    const saved = await t.call(
      COMPANY,
      'PUT',
      configUrl(),
      config({ clientSecret: undefined, domains: [DOMAIN, 'example.com'], createAccounts: false }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().createAccounts).toBe(false);
    idp.accounts.set(`uninvited@${DOMAIN}`, { email: `uninvited@${DOMAIN}`, email_verified: true, name: 'Not Invited' });
    expectError(await complete(await throughProvider(`uninvited@${DOMAIN}`)), 400, ssoMessages.notInvited);
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', `uninvited@${DOMAIN}`).execute()).toEqual([]);
    const manager = await complete(await throughProvider(MANAGER));
    expect(manager.statusCode, manager.body).toBe(200);
    expect((await t.call(COMPANY, 'GET', configUrl())).json().config.createAccounts).toBe(false);
    expect(
      (await t.call(COMPANY, 'PUT', configUrl(), config({ clientSecret: undefined, domains: [DOMAIN, 'example.com'] }))).json()
        .createAccounts,
    ).toBe(true);
  });

  it('sends nobody to the provider once disabled; the password still signs in', async () => {
    expect((await t.call(COMPANY, 'PUT', configUrl(), config({ clientSecret: undefined, enabled: false }))).statusCode).toBe(200);
    expect((await start(`new.person@${DOMAIN}`)).json()).toEqual({ redirectUrl: null });
    expect(await t.token(MANAGER)).toMatch(/\./);
    expectError(await t.call(null, 'POST', '/api/v1/sso/complete', { code: '', state: 'x' }), 400);
  });
});

describe('a company deleted', () => {
  it('takes its configuration and domains with it, so another company may use the domain', async () => {
    const pacific = `/api/v1/company/${ids.company2}/sso`;
    expect((await t.call(OTHER, 'PUT', pacific, config({ domains: ['pacific-sso.example'] }))).statusCode).toBe(200);
    await approve('pacific-sso.example', ids.company2);
    expectError(await t.call(COMPANY, 'PUT', configUrl(), config({ clientSecret: undefined, domains: ['pacific-sso.example'] })), 409);
    expect((await t.call(ADMIN, 'DELETE', `/api/v1/company/${ids.company2}`)).statusCode).toBe(204);
    expect(
      await t.database.db.selectFrom('ssoDomainClaims').select('domain').where('domain', '=', 'pacific-sso.example').execute(),
    ).toEqual([]);
    expect(
      (await t.call(COMPANY, 'PUT', configUrl(), config({ clientSecret: undefined, domains: ['pacific-sso.example'] }))).statusCode,
    ).toBe(200);
  });
});
