import { createHmac, timingSafeEqual } from 'node:crypto';

export interface MediaUrlSigner {
  /** `/api/v1/media/file/<token>`, valid for the configured time */
  url(mediaExtId: string, now?: number): string;
  /** the media id, or null when the token is forged, malformed or expired */
  verify(token: string, now?: number): string | null;
}

export const MEDIA_FILE_PATH = '/api/v1/media/file/';

/**
 * Signed, time-limited file URLs: `<mediaExtId>.<expiry in epoch seconds>.<HMAC-SHA256>`, base64url. The key is derived
 * from the JWT secret with its own label, so a media token is never a valid access token and the reverse.
 */
export function createMediaUrlSigner(jwtSecret: string, ttlSeconds: number): MediaUrlSigner {
  const key = createHmac('sha256', jwtSecret).update('aquarisk media url v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    url(mediaExtId, now = Date.now()) {
      const payload = `${mediaExtId}.${Math.floor(now / 1000) + ttlSeconds}`;
      return `${MEDIA_FILE_PATH}${payload}.${mac(payload)}`;
    },
    verify(token, now = Date.now()) {
      const m = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m) return null;
      const [, id, expiry, signature] = m as unknown as [string, string, string, string];
      const expected = Buffer.from(mac(`${id}.${expiry}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(expiry) * 1000 > now ? id : null;
    },
  };
}
