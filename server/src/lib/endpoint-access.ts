import type { FastifyRequest } from 'fastify';
import { can, capabilities, type Capability } from '@aquarisk/contract/capabilities';
import type { AccessRule, EndpointDeclaration } from '@aquarisk/contract/endpoints/endpoint';
import { serverMessages } from '@aquarisk/contract/messages';
import { AppError } from './app-error.ts';
import type { AuthUser } from './request-user.ts';

/** 403 unless one of the user's roles holds the capability (the table in contract/src/capabilities.ts). */
export function requireCapability(user: AuthUser, capability: Capability): void {
  if (!can(user.authorities, capability)) throw new AppError('FORBIDDEN', serverMessages.forbidden);
}

export const apiTokenMessages = {
  readOnly: 'This API token is read-only: it may only read (GET). Create a read-write token to make changes.',
  notForTokens: 'API tokens cannot manage tokens, accounts or personal data: sign in to the app to do this.',
} as const;

const RULES: readonly AccessRule[] = ['signedIn', 'member'];
const READS = new Set(['GET', 'HEAD']);

/** The capability a declaration names, or null for a named rule every signed-in role passes (its rows are the service's). */
export function capabilityOf(e: EndpointDeclaration): Capability | null {
  return e.access === undefined || (RULES as readonly string[]).includes(e.access) ? null : (e.access as Capability);
}

/**
 * Refuses, at start-up, a declaration whose access cannot be enforced (issue 38 item 1): a signed-in endpoint without
 * its `access` or `tokens`, an unknown access name, or `tokens: 'read'` on a method that writes (a read-only token
 * sends GET and HEAD only).
 */
export function checkAccessDeclared(e: EndpointDeclaration) {
  const name = `${e.method} ${e.path}`;
  if (e.auth !== 'signedIn') {
    if (e.access !== undefined || e.tokens !== undefined) throw new Error(`${name} is ${e.auth}: it declares no access or tokens`);
    return;
  }
  if (e.access === undefined) throw new Error(`${name} is signed-in but declares no access (who may call it)`);
  if (e.tokens === undefined) throw new Error(`${name} is signed-in but declares no tokens (whether API tokens may call it)`);
  const capability = capabilityOf(e);
  if (capability !== null && !(capability in capabilities)) throw new Error(`${name} declares an unknown access '${e.access}'`);
  if (e.tokens === 'read' && !READS.has(e.method)) throw new Error(`${name} writes: a read-only token cannot call it`);
}

/**
 * What a signed-in endpoint's declaration allows, before its handler runs: a request with no user is 401 (the route
 * is outside the authenticated scope: it fails closed); a personal API token only where `tokens` allows it and its
 * scope; then the capability (403 with the message services gave before). Which company, farm or audit the caller
 * sees stays with the services (modules/access/: 404 across companies).
 */
export function enforceEndpointAccess(e: EndpointDeclaration) {
  const capability = capabilityOf(e);
  return async (request: FastifyRequest) => {
    const user = request.user as AuthUser | undefined;
    if (!user) throw new AppError('UNAUTHORIZED', serverMessages.unauthorized);
    if (user.apiToken) {
      if (e.tokens !== 'read' && e.tokens !== 'readWrite') throw new AppError('FORBIDDEN', apiTokenMessages.notForTokens);
      if (user.apiToken.scope === 'read' && e.tokens !== 'read') throw new AppError('FORBIDDEN', apiTokenMessages.readOnly);
    }
    if (capability) requireCapability(user, capability);
  };
}
