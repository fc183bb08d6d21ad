import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_TOKEN_MARK } from '@aquarisk/contract/schemas/api-token.schema';

/**
 * A token is `aqr_<prefix>_<secret>`: a recognisable mark for secret scanners, a public prefix to look it up by and
 * show in lists, and 32 random bytes. Only the SHA-256 of the whole token is stored: a secret of 256 random bits
 * cannot be guessed from its hash, so a slow password hash (argon2) would only cost time on every request.
 */
const FORMAT = /^aqr_([a-z0-9]{10})_([A-Za-z0-9_-]{43})$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newToken() {
  const prefix = randomBytes(8)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .padEnd(10, '0')
    .slice(0, 10);
  const token = `${API_TOKEN_MARK}${prefix}_${randomBytes(32).toString('base64url')}`;
  return { prefix, token, hash: hashToken(token) };
}

/** The prefix of a well-formed token, or undefined. */
export const prefixOf = (token: string) => FORMAT.exec(token)?.[1];

export const isApiToken = (token: string) => token.startsWith(API_TOKEN_MARK);

export function hashMatches(token: string, storedHash: string) {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
