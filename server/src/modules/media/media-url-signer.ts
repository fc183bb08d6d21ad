import { createHmac, timingSafeEqual } from 'node:crypto';
import { urlOf } from '@aquarisk/contract/endpoints/endpoint';
import { mediaEndpoints } from '@aquarisk/contract/endpoints/media.endpoints';
import type { MediaUrlSigner } from '../../app-services.ts';

/** A UUID as 22 base64url characters, so the token stays within the router's 100-character path parameter. */
const packId = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
function unpackId(packed: string): string {
  const hex = Buffer.from(packed, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Signed, time-limited file URLs bound to the user they were issued to (issue 21):
 * `<media id>.<user id>.<expiry in epoch seconds>.<HMAC-SHA256, 192 bits>`, ids packed in base64url. The file route
 * checks on every use that this user still sees the audit, so a saved link stops working when access ends, not when
 * it expires. The key is derived from the JWT secret with its own label (v2: links of the unbound v1 format no longer
 * verify), so a media token is never a valid access token and the reverse.
 */
export function createMediaUrlSigner(jwtSecret: string, ttlSeconds: number): MediaUrlSigner {
  const key = createHmac('sha256', jwtSecret).update('aquarisk media url v2').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 24).toString('base64url');
  return {
    url(mediaExtId, userExtId, now = Date.now()) {
      const payload = `${packId(mediaExtId)}.${packId(userExtId)}.${Math.floor(now / 1000) + ttlSeconds}`;
      return urlOf(mediaEndpoints.file, { token: `${payload}.${mac(payload)}` });
    },
    verify(token, now = Date.now()) {
      const m = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!m) return null;
      const [, media, user, expiry, signature] = m as unknown as [string, string, string, string, string];
      const expected = Buffer.from(mac(`${media}.${user}.${expiry}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(expiry) * 1000 > now ? { mediaExtId: unpackId(media), userExtId: unpackId(user) } : null;
    },
  };
}
