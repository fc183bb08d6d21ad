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

/** The actor of an activity-log entry. */
export const actorOf = (u: AuthUser) => ({ id: u.id, email: u.email });
