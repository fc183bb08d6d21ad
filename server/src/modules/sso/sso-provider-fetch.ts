import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type * as oidc from 'openid-client';
import { notPublicMessage, publicOnlyLookup } from '../../lib/public-only-lookup.ts';
import { isPublicAddress } from '../../lib/special-purpose-addresses.ts';

/** The most of a provider's answer read (a discovery document or key set is a few kilobytes). */
const ANSWER_MAX_BYTES = 1024 * 1024;

type Body = string | URLSearchParams | Uint8Array | ArrayBuffer | null | undefined;

/**
 * Every request to a company's OpenID provider (discovery, token, keys) goes through this fetch: unless private
 * networks are allowed (SSO_ALLOW_HTTP_ISSUER, the tests' provider on loopback), the address each connection is made
 * to must be public, checked as the connection is made (an address literal before it), so neither a rebinding issuer
 * name nor a token or key endpoint on an internal host is reached (issue 37 item 24).
 */
export function providerFetch(allowPrivate: boolean): oidc.CustomFetch {
  return (url, options) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url);
      const literal = target.hostname.replace(/^\[(.*)\]$/, '$1');
      if (!allowPrivate && isIP(literal) && !isPublicAddress(literal)) return reject(new Error(notPublicMessage(target.hostname)));
      const client = target.protocol === 'https:' ? https : http;
      const req = client.request(
        target,
        {
          method: options.method,
          headers: options.headers,
          ...(options.signal ? { signal: options.signal } : {}),
          ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > ANSWER_MAX_BYTES) res.destroy(new Error('The provider answered too much'));
            else chunks.push(chunk);
          });
          res.on('error', reject);
          res.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
            const status = res.statusCode ?? 502;
            const empty = status === 204 || status === 304 || options.method === 'HEAD';
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      req.on('error', reject);
      const body = options.body as Body;
      req.end(
        body == null
          ? undefined
          : typeof body === 'string' || body instanceof URLSearchParams
            ? body.toString()
            : body instanceof ArrayBuffer
              ? Buffer.from(body)
              : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      );
    });
}
