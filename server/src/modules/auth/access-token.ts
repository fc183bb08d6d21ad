import { SignJWT, jwtVerify } from 'jose';
import type { AccessTokenSigner } from '../../app-services.ts';

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
