import { lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './special-purpose-addresses.ts';

/** The refusal of a host whose addresses are not all public; it names the host, never what the name resolves to. */
export const notPublicMessage = (host: string) => `${host} is not allowed: only public internet addresses are reached`;

/**
 * A lookup for outgoing connections (the `lookup` option of node:http, https and net) that resolves the name and
 * refuses the connection unless every address is public (server/src/lib/special-purpose-addresses.ts). The check is
 * on the addresses the connection then uses, so a name that rebinds after an earlier check cannot move it inside.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    const first = addresses[0];
    if (!first || !addresses.every((a) => isPublicAddress(a.address)))
      return callback(Object.assign(new Error(notPublicMessage(hostname)), { code: 'ENOTPUBLIC' }), '', 4);
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
};
