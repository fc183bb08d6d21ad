export interface AuthUser {
  id: number;
  externalId: string;
  email: string;
  fullName: string | null;
  authorities: string[];
  /** set when the request came with a personal API token (issue 28 item 5) */
  apiToken?: { prefix: string; scope: 'read' | 'read-write' };
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser;
  }
}

/** The actor of an activity-log entry. */
export const actorOf = (u: AuthUser) => ({ id: u.id, email: u.email, ...(u.apiToken ? { viaApiToken: u.apiToken.prefix } : {}) });
