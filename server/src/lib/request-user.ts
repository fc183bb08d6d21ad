export interface AuthUser {
  id: number;
  externalId: string;
  email: string;
  fullName: string | null;
  authorities: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser;
  }
}
