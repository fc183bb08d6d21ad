import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { serverMessages } from '@aquarisk/contract/messages';
import { endpoint, type EndpointDeclaration } from '@aquarisk/contract/endpoints/endpoint';
import { endpointGroups } from '@aquarisk/contract/endpoints/all-endpoints';
import { apiTokenMessages, checkAccessDeclared } from './endpoint-access.ts';
import { route } from './endpoint-route.ts';
import type { AuthUser } from './request-user.ts';

/** Issue 38 item 1: who may call an endpoint is its declaration; route() enforces it and refuses to start without it. */
const base = { base: 'api', auth: 'signedIn', tags: [], summary: 'x', success: { status: 204 } } as const;
const scoreIt = endpoint({ ...base, method: 'POST', path: '/score', access: 'scoreAudit', tokens: 'readWrite' });
const readIt = endpoint({ ...base, method: 'GET', path: '/read', access: 'member', tokens: 'read' });
const mine = endpoint({ ...base, method: 'GET', path: '/mine', access: 'signedIn', tokens: 'none' });

let app: FastifyInstance;
afterEach(() => app?.close());

/** An app whose "authentication" reads the user from test headers (roles, token scope), as the real hook sets it. */
async function appWith(...endpoints: EndpointDeclaration[]) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        const roles = request.headers['x-roles'];
        if (typeof roles !== 'string') return;
        const scope = request.headers['x-token'];
        const user: AuthUser = { id: 1, externalId: 'u', email: 'u@example.com', fullName: null, authorities: roles.split(',') };
        request.user = scope === 'read' || scope === 'read-write' ? { ...user, apiToken: { prefix: 'p', scope } } : user;
      });
      for (const e of endpoints) route(api, e, () => undefined);
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
  return app;
}
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `/api/v1${url}`, headers });

describe('route() and the declared access', () => {
  it('does not start on a signed-in endpoint declared without access, or without its token entry', async () => {
    const { access: _a, ...noAccess } = scoreIt;
    const { tokens: _t, ...noTokens } = scoreIt;
    await expect(appWith(noAccess)).rejects.toThrow(/POST \/score is signed-in but declares no access/);
    await expect(appWith(noTokens)).rejects.toThrow(/POST \/score is signed-in but declares no tokens/);
    await expect(appWith({ ...scoreIt, tokens: 'read' })).rejects.toThrow(/POST \/score writes: a read-only token cannot call it/);
    await expect(appWith({ ...scoreIt, access: 'noSuchThing' } as never)).rejects.toThrow(/unknown access 'noSuchThing'/);
  });

  it('holds for every declaration of the contract', () => {
    const all = Object.values(endpointGroups).flatMap((g) => Object.values(g));
    for (const e of all) expect(() => checkAccessDeclared(e), `${e.method} ${e.path}`).not.toThrow();
    expect(all.filter((e) => e.auth === 'signedIn').length).toBeGreaterThan(100);
  });

  it('answers 401 without a user, then 403 for a role without the capability, before the handler', async () => {
    await appWith(scoreIt, readIt);
    expect((await call('POST', '/score')).statusCode).toBe(401);
    const refused = await call('POST', '/score', { 'x-roles': 'ROLE_MANAGER' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: serverMessages.forbidden });
    expect((await call('POST', '/score', { 'x-roles': 'ROLE_SURVEYOR' })).statusCode).toBe(204);
    expect((await call('GET', '/read', { 'x-roles': 'ROLE_USER' })).statusCode).toBe(204);
  });

  it('lets a personal API token reach only what its entry allows, with its scope', async () => {
    await appWith(scoreIt, readIt, mine);
    const token = (scope: string) => ({ 'x-roles': 'ROLE_ADMIN', 'x-token': scope });
    expect((await call('GET', '/read', token('read'))).statusCode).toBe(204);
    expect((await call('POST', '/score', token('read-write'))).statusCode).toBe(204);
    const readOnly = await call('POST', '/score', token('read'));
    expect([readOnly.statusCode, readOnly.json().message]).toEqual([403, apiTokenMessages.readOnly]);
    for (const scope of ['read', 'read-write']) {
      const closed = await call('GET', '/mine', token(scope));
      expect([closed.statusCode, closed.json().message]).toEqual([403, apiTokenMessages.notForTokens]);
    }
    expect((await call('GET', '/mine', { 'x-roles': 'ROLE_USER' })).statusCode).toBe(204);
  });
});
