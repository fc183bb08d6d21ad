import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoMessages } from '@aquarisk/contract/sso-messages';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { expectError, expectForbidden } from '../../../test/api-assertions.ts';
import { startDnsTestServer, type DnsTestServer } from '../../../test/dns-test-server.ts';
import { ADMIN, COMPANY, MANAGER, OTHER } from '../../../test/demo-users.ts';
import { startTestProvider, type TestProvider } from '../../../test/oidc-test-provider.ts';
import { lastActivity } from '../../../test/test-app.ts';

/**
 * SSO domain squatting (issue 37 item 20): a company proves an e-mail domain with a DNS TXT record (looked up at a DNS
 * server on 127.0.0.1, SSO_DNS_SERVERS) or an Aquarisk administrator's approval; only a proved domain routes sign-in,
 * one company holds a proved domain, public mail domains are refused, and a pending claim blocks nobody.
 */
const env: Record<string, string> = { SSO_ALLOW_HTTP_ISSUER: 'true' };
let dns: DnsTestServer;
let idp: TestProvider;
beforeAll(async () => {
  dns = await startDnsTestServer();
  env['SSO_DNS_SERVERS'] = dns.address;
  idp = await startTestProvider('http://aquarisk.test/sso/callback');
});
afterAll(async () => {
  await dns?.close();
  await idp?.close();
});
const { t, ids } = demoAppPerFile(env);

const ssoOf = (company: string) => `/api/v1/company/${company}/sso`;
const config = (domains: string[]) => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  domains,
  roles: ['ROLE_MANAGER'],
  enabled: true,
});
type Claim = { domain: string; verified: boolean; txtName: string; txtValue: string };
async function claim(who: string, company: string, domains: string[]): Promise<Claim[]> {
  const res = await t.call(who, 'PUT', ssoOf(company), config(domains));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ domainClaims: Claim[] }>().domainClaims;
}
const verify = (who: string, company: string, domain: string) => t.call(who, 'POST', `${ssoOf(company)}/domain/${domain}/verify`);
const routesTo = async (email: string) =>
  (await t.call(null, 'POST', '/api/v1/sso/start', { email })).json<{ redirectUrl: string | null }>().redirectUrl;

describe('proof of an SSO domain', () => {
  it.each(['gmail.com', 'outlook.com', 'hotmail.com', 'yahoo.com', 'yahoo.co.uk', 'icloud.com', 'proton.me', 'gmx.de', 'mail.gmx.net'])(
    'refuses the public mail domain %s',
    async (domain) => {
      const res = await t.call(COMPANY, 'PUT', ssoOf(ids.company1), config(['aurora-proof.example', domain]));
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(ssoMessages.publicMailDomain);
    },
  );

  it('a claimed domain is pending and routes nobody until its TXT record proves it', async () => {
    const [pending] = await claim(COMPANY, ids.company1, ['aurora-proof.example']);
    expect(pending).toMatchObject({
      domain: 'aurora-proof.example',
      verified: false,
      txtName: '_aquarisk.aurora-proof.example',
      txtValue: expect.stringMatching(/^aquarisk-verification=[0-9a-f]{32}$/),
    });
    expect(await routesTo('ann@aurora-proof.example')).toBeNull();
    // no record, then a record with another token: not proved
    expectError(await verify(COMPANY, ids.company1, 'aurora-proof.example'), 400, ssoMessages.domainNotVerified);
    dns.txt.set('_aquarisk.aurora-proof.example', ['aquarisk-verification=0123456789abcdef0123456789abcdef', 'v=spf1 -all']);
    expectError(await verify(COMPANY, ids.company1, 'aurora-proof.example'), 400, ssoMessages.domainNotVerified);
    expect(await routesTo('ann@aurora-proof.example')).toBeNull();

    dns.txt.set('_aquarisk.aurora-proof.example', ['v=spf1 -all', pending!.txtValue]);
    const proved = await verify(COMPANY, ids.company1, 'aurora-proof.example');
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json()).toMatchObject({ domain: 'aurora-proof.example', verified: true, verifiedAt: expect.any(String) });
    expect(await routesTo('ann@aurora-proof.example')).toMatch(new RegExp(`^${idp.issuer}/`));
    // saved again, the domain keeps its proof and its token
    const [kept] = await claim(COMPANY, ids.company1, ['aurora-proof.example']);
    expect(kept).toMatchObject({ verified: true, txtValue: pending!.txtValue });
  });

  it('takes the record at the domain itself too', async () => {
    const claims = await claim(COMPANY, ids.company1, ['aurora-proof.example', 'aurora-root.example']);
    const root = claims.find((c) => c.domain === 'aurora-root.example')!;
    dns.txt.set('aurora-root.example', [root.txtValue]);
    expect((await verify(COMPANY, ids.company1, 'aurora-root.example')).json()).toMatchObject({ verified: true });
  });

  it('a squatter’s claim routes nobody and blocks nobody; the owner’s proof wins and is unique', async () => {
    // Company 2 claims company 1's domain first, with its provider enabled: nobody is sent there.
    const [squatted] = await claim(OTHER, ids.company2, ['aurora-owned.example']);
    expect(squatted!.verified).toBe(false);
    expect(await routesTo('ann@aurora-owned.example')).toBeNull();
    expectError(await verify(OTHER, ids.company2, 'aurora-owned.example'), 400, ssoMessages.domainNotVerified);
    // The owner claims it too (not a 409), publishes its own record and proves it.
    const mine = (await claim(COMPANY, ids.company1, ['aurora-proof.example', 'aurora-owned.example'])).find(
      (c) => c.domain === 'aurora-owned.example',
    )!;
    expect(mine.txtValue).not.toBe(squatted!.txtValue);
    dns.txt.set('_aquarisk.aurora-owned.example', [mine.txtValue]);
    expect((await verify(COMPANY, ids.company1, 'aurora-owned.example')).statusCode).toBe(200);
    expect(await routesTo('ann@aurora-owned.example')).toMatch(new RegExp(`^${idp.issuer}/`));
    // Now it is the owner's: the squatter can neither prove it nor claim it again.
    expectError(await verify(OTHER, ids.company2, 'aurora-owned.example'), 409, ssoMessages.domainTaken);
    expectError(await t.call(OTHER, 'PUT', ssoOf(ids.company2), config(['aurora-owned.example'])), 409, ssoMessages.domainTaken);
    // An Aquarisk administrator's approval cannot hand it over either.
    expectError(await verify(ADMIN, ids.company2, 'aurora-owned.example'), 409, ssoMessages.domainTaken);
  });

  it('an Aquarisk administrator approves a domain without DNS; a company admin of another company or a manager cannot', async () => {
    await claim(COMPANY, ids.company1, ['aurora-proof.example', 'aurora-approved.example']);
    expect((await verify(OTHER, ids.company1, 'aurora-approved.example')).statusCode).toBe(404);
    expectForbidden(await verify(MANAGER, ids.company1, 'aurora-approved.example'));
    expectError(await verify(COMPANY, ids.company1, 'not-claimed.example'), 404, ssoMessages.domainNotClaimed);
    const approved = await verify(ADMIN, ids.company1, 'aurora-approved.example');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ verified: true });
    const [logged] = await lastActivity(t, 1);
    expect(logged!.changes['ssoDomainVerified']).toEqual([null, 'aurora-approved.example (approved by an administrator)']);
  });
});
