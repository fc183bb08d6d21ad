import { randomUUID, randomBytes, createHash } from 'node:crypto';

export const newExternalId = (): string => randomUUID();
/** An opaque secret for links and refresh tokens: 32 random bytes, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
/** Secrets are stored only as their SHA-256 hash. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
