import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../lib/app-error.ts';

/**
 * The SSRF guard of webhooks (issue 28 item 3, docs/security.md "Webhooks"): an endpoint may reach the public internet
 * only. Loopback, private, link-local (cloud metadata at 169.254.169.254), CGNAT, multicast, reserved and unique-local
 * IPv6 addresses are refused at registration and again before every delivery, on the addresses the name resolves to
 * then; the delivery connects to the address checked (no second lookup for a rebinding name to change).
 */
// Two lists: one BlockList judges an IPv4 address by its IPv4-mapped IPv6 form too, so ::ffff:0:0/96 would block all.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blockedV4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blockedV6.addSubnet(net, prefix, 'ipv6');

/** Whether an address is anything but a public unicast one (IPv4-mapped IPv6 is judged by its IPv4 address). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blockedV4.check(mapped[1]!, 'ipv4');
  // other spellings of a mapped address (::ffff:7f00:1) fall in ::ffff:0:0/96 and are refused
  return blockedV6.check(address, 'ipv6');
}

export const addressMessages = {
  scheme: 'Enter a URL starting with https://',
  credentials: 'A webhook URL may not hold a user name or password',
  unresolved: (host: string) => `The host ${host} does not resolve`,
  privateAddress: (host: string, address: string) =>
    `${host} resolves to ${address}, a loopback or private network address: webhooks reach the public internet only`,
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
      throw refuse(addressMessages.unresolved(host));
    }
    if (addresses.length === 0) throw refuse(addressMessages.unresolved(host));
  }
  if (!allowPrivate) {
    const inner = addresses.find((a) => isPrivateAddress(a.address));
    if (inner) throw refuse(addressMessages.privateAddress(host, inner.address));
    if (url.protocol !== 'https:') throw refuse(addressMessages.scheme);
  }
  return { url, addresses };
}
