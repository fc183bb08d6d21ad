import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../../lib/app-error.ts';
import { isPublicAddress } from '../../lib/special-purpose-addresses.ts';

/**
 * The SSRF guard of webhooks (issue 28 item 3, issue 37 item 19; docs/security.md): an endpoint may reach the public
 * internet only. Every address the URL's host is or resolves to is judged by the one classifier of special-purpose
 * addresses, at registration and again before every delivery; the delivery connects to the address checked (no second
 * lookup for a rebinding name to change). A refusal names the host the admin typed, never what it resolves to.
 */
export const addressMessages = {
  scheme: 'Enter a URL starting with https://',
  credentials: 'A webhook URL may not hold a user name or password',
  /** for a name that does not resolve too: which internal names exist is not for a company admin to learn */
  notAllowed: (host: string) => `The webhook target ${host} is not allowed: webhooks reach public internet addresses only`,
};

const refuse = (message: string) => new AppError('VALIDATION', message, { url: message });

export interface CheckedUrl {
  url: URL;
  /** the addresses checked, the first one to connect to */
  addresses: { address: string; family: number }[];
}

/**
 * The URL's host resolved and checked: https only unless private networks are allowed (then http too, for receivers
 * on a test machine or a private network); every address the name resolves to must be public.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<CheckedUrl> {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse(addressMessages.scheme);
  if (url.username || url.password) throw refuse(addressMessages.credentials);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw refuse(addressMessages.notAllowed(url.hostname));
    }
    if (addresses.length === 0) throw refuse(addressMessages.notAllowed(url.hostname));
  }
  if (!allowPrivate) {
    if (!addresses.every((a) => isPublicAddress(a.address))) throw refuse(addressMessages.notAllowed(url.hostname));
    if (url.protocol !== 'https:') throw refuse(addressMessages.scheme);
  }
  return { url, addresses };
}
