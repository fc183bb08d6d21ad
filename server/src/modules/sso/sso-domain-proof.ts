import { Resolver } from 'node:dns/promises';
import { SSO_TXT_PREFIX, ssoTxtName } from '@aquarisk/contract/schemas/sso.schema';

/**
 * Whether a domain publishes the company's token in a DNS TXT record, at `_aquarisk.<domain>` or at the domain
 * itself (issue 37 item 20). `servers` (SSO_DNS_SERVERS) points the lookup at given DNS servers: the tests' own on
 * 127.0.0.1; empty, the system's. A lookup that fails (no such name, no answer) proves nothing.
 */
export async function domainPublishesToken(servers: string[], domain: string, token: string): Promise<boolean> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  const wanted = `${SSO_TXT_PREFIX}${token}`;
  for (const name of [ssoTxtName(domain), domain]) {
    const records = await resolver.resolveTxt(name).catch(() => [] as string[][]);
    // a long TXT record arrives in chunks of 255 characters: joined, it is one value
    if (records.some((chunks) => chunks.join('').trim() === wanted)) return true;
  }
  return false;
}
