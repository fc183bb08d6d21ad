import { SignJWT, jwtVerify } from 'jose';

export interface AccessTokenSigner {
  sign(userExternalId: string): Promise<string>;
  verify(token: string): Promise<string | null>;
  ttlSeconds: number;
}

export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: (sub) =>
      new SignJWT({})
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
        return payload.sub ?? null;
      } catch {
        return null;
      }
    },
  };
}
