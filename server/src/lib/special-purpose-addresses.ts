import { isIP } from 'node:net';

/**
 * The one classifier of addresses the server is asked to reach on a user's word (webhook endpoints, a company's SSO
 * provider): anything but a public unicast address is refused (docs/security.md, "Addresses the server refuses to
 * reach"). The ranges are the IANA IPv4 and IPv6 special-purpose address registries, multicast and the reserved blocks;
 * IPv6 is also refused outside the global unicast space 2000::/3. The first matching range names the refusal.
 */
export interface SpecialRange {
  cidr: string;
  name: string;
}

export const SPECIAL_PURPOSE_RANGES: readonly SpecialRange[] = [
  { cidr: '0.0.0.0/8', name: '"this network" and the unspecified address' },
  { cidr: '10.0.0.0/8', name: 'private network' },
  { cidr: '100.64.0.0/10', name: 'shared address space (carrier-grade NAT; Alibaba Cloud metadata 100.100.100.200)' },
  { cidr: '127.0.0.0/8', name: 'loopback' },
  { cidr: '169.254.169.254/32', name: 'cloud metadata service' },
  { cidr: '169.254.0.0/16', name: 'link-local' },
  { cidr: '172.16.0.0/12', name: 'private network' },
  { cidr: '192.0.0.0/24', name: 'IETF protocol assignments (DS-Lite, NAT64 discovery, ...)' },
  { cidr: '192.0.2.0/24', name: 'documentation (TEST-NET-1)' },
  { cidr: '192.31.196.0/24', name: 'AS112-v4' },
  { cidr: '192.52.193.0/24', name: 'automatic multicast tunnelling (AMT)' },
  { cidr: '192.88.99.0/24', name: 'deprecated 6to4 relay anycast' },
  { cidr: '192.168.0.0/16', name: 'private network' },
  { cidr: '192.175.48.0/24', name: 'AS112 direct delegation' },
  { cidr: '198.18.0.0/15', name: 'benchmarking' },
  { cidr: '198.51.100.0/24', name: 'documentation (TEST-NET-2)' },
  { cidr: '203.0.113.0/24', name: 'documentation (TEST-NET-3)' },
  { cidr: '224.0.0.0/4', name: 'multicast' },
  { cidr: '255.255.255.255/32', name: 'limited broadcast' },
  { cidr: '240.0.0.0/4', name: 'reserved' },
  { cidr: '::/128', name: 'unspecified' },
  { cidr: '::1/128', name: 'loopback' },
  { cidr: '::ffff:0:0/96', name: 'IPv4-mapped' },
  { cidr: '::/96', name: 'IPv4-compatible (deprecated)' },
  { cidr: '64:ff9b::/96', name: 'NAT64 (well-known prefix)' },
  { cidr: '64:ff9b:1::/48', name: 'NAT64 (local-use prefix)' },
  { cidr: '100::/64', name: 'discard-only' },
  { cidr: '100:0:0:1::/64', name: 'dummy prefix' },
  { cidr: '2001::/32', name: 'Teredo' },
  { cidr: '2001:2::/48', name: 'benchmarking' },
  { cidr: '2001::/23', name: 'IETF protocol assignments (ORCHID, AMT, AS112, drone remote ID, ...)' },
  { cidr: '2001:db8::/32', name: 'documentation' },
  { cidr: '2002::/16', name: '6to4' },
  { cidr: '2620:4f:8000::/48', name: 'AS112 direct delegation' },
  { cidr: '3fff::/20', name: 'documentation' },
  { cidr: '5f00::/16', name: 'segment routing (SRv6) identifiers' },
  { cidr: 'fd00:ec2::254/128', name: 'cloud metadata service' },
  { cidr: 'fc00::/7', name: 'unique-local' },
  { cidr: 'fe80::/10', name: 'link-local' },
  { cidr: 'fec0::/10', name: 'site-local (deprecated)' },
  { cidr: 'ff00::/8', name: 'multicast' },
];

/** What an IPv6 address outside 2000::/3 (and none of the ranges above) is called. */
export const OUTSIDE_GLOBAL_UNICAST: SpecialRange = { cidr: 'outside 2000::/3', name: 'reserved (not global unicast IPv6)' };

interface Parsed {
  bits: 32 | 128;
  value: bigint;
}

function parseV4(text: string): bigint {
  return text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function parseV6(text: string): bigint {
  // a trailing dotted quad (::ffff:127.0.0.1, ::127.0.0.1) is two 16-bit groups
  const spelled = text.replace(/(\d+\.\d+\.\d+\.\d+)$/, (quad) => {
    const v4 = parseV4(quad);
    return `${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  });
  const [head, rest] = spelled.split('::') as [string, string | undefined];
  const words = (s: string) => (s === '' ? [] : s.split(':').map((w) => BigInt(parseInt(w, 16))));
  const front = words(head);
  const back = rest === undefined ? [] : words(rest);
  const zeros = Array<bigint>(8 - front.length - back.length).fill(0n);
  return [...front, ...zeros, ...back].reduce((acc, w) => (acc << 16n) | w, 0n);
}

/** An address literal as a number; null for anything that is not one (a zone id, a name). */
export function parseAddress(address: string): Parsed | null {
  const family = isIP(address);
  if (family === 4) return { bits: 32, value: parseV4(address) };
  if (family === 6 && !address.includes('%')) return { bits: 128, value: parseV6(address) };
  return null;
}

const parsedRanges = SPECIAL_PURPOSE_RANGES.map((range) => {
  const [net, prefix] = range.cidr.split('/') as [string, string];
  const parsed = parseAddress(net)!;
  const shift = BigInt(parsed.bits - Number(prefix));
  return { range, bits: parsed.bits, shift, net: parsed.value >> shift };
});

/**
 * The special-purpose range an address falls in, or null for a public unicast address. Anything that is not an
 * address literal is special (refused): callers resolve names first and classify every address they get.
 */
export function specialPurposeRange(address: string): SpecialRange | null {
  const parsed = parseAddress(address);
  if (!parsed) return { cidr: address, name: 'not an IP address' };
  const hit = parsedRanges.find((r) => r.bits === parsed.bits && parsed.value >> r.shift === r.net);
  if (hit) return hit.range;
  if (parsed.bits === 128 && parsed.value >> 125n !== 1n) return OUTSIDE_GLOBAL_UNICAST;
  return null;
}

export const isPublicAddress = (address: string) => specialPurposeRange(address) === null;
