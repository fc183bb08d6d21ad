import { timingSafeEqual } from 'node:crypto';
import { OAUTH_CLIENT_ID } from '@aquarisk/contract/schemas/auth.schema';

/** Checks the trusted client's HTTP Basic credentials (RFC 6749 §2.3.1). */
export function isTrustedClient(authorization: string | undefined, secret: string): boolean {
  if (!authorization?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  if (sep < 0) return false;
  const id = decodeURIComponent(decoded.slice(0, sep));
  const given = Buffer.from(decodeURIComponent(decoded.slice(sep + 1)));
  const expected = Buffer.from(secret);
  return id === OAUTH_CLIENT_ID && given.length === expected.length && timingSafeEqual(given, expected);
}
