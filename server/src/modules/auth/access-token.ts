import { SignJWT, jwtVerify } from 'jose';

/** What a valid access token says: whose it is, the session version it was issued under, and when it expires. */
export interface AccessClaims {
  sub: string;
  /** users.session_version at issue (migration 042); tokens from before it carry none and count as 0 */
  sv: number;
  /** expiry, milliseconds since the epoch */
  expiresAt: number;
}

export interface AccessTokenSigner {
  sign(userExternalId: string, sessionVersion: number): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
  ttlSeconds: number;
}

export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: (sub, sessionVersion) =>
      new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer('aquarisk')
        .setAudience('aquarisk-web')
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: 'aquarisk',
          audience: 'aquarisk-web',
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (!payload.sub || !payload.exp) return null;
        const sv = payload['sv'] ?? 0;
        if (typeof sv !== 'number' || !Number.isSafeInteger(sv)) return null;
        return { sub: payload.sub, sv, expiresAt: payload.exp * 1000 };
      } catch {
        return null;
      }
    },
  };
}
