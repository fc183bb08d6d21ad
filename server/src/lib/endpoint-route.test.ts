import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@aquarisk/contract/endpoints/endpoint';
import { requireDeclaredEndpoints, route } from './endpoint-route.ts';

const created = endpoint({
  method: 'POST',
  base: 'api',
  auth: 'public',
  path: '/thing/:id',
  summary: 'Create a thing',
  tags: [],
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  success: { status: 201, schema: z.object({ id: z.string(), name: z.string() }) },
});
const removed = endpoint({
  method: 'DELETE',
  base: 'api',
  auth: 'public',
  path: '/thing/:id',
  summary: 'Delete',
  tags: [],
  params: z.object({ id: z.string() }),
  success: { status: 204 },
});

let app: FastifyInstance;
async function appWith(register: (api: FastifyInstance) => void) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireDeclaredEndpoints(app);
  await app.register(async (api) => register(api), { prefix: '/api/v1' });
  await app.ready();
  return app;
}
afterEach(() => app?.close());

describe('route(): a route from its contract declaration', () => {
  it('answers with the declared success status and serialises through the declared schema', async () => {
    await appWith((api) => route(api, created, (req) => ({ id: req.params.id, name: req.body.name, secret: 'x' }) as never));
    const res = await app.inject({ method: 'POST', url: '/api/v1/thing/a1', payload: { name: 'N' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'a1', name: 'N' });
  });

  it('sends an empty 204', async () => {
    await appWith((api) => route(api, removed, () => undefined));
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/thing/a1' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('refuses a declaration registered under another prefix', async () => {
    await expect(appWith((api) => route(api, { ...removed, base: 'admin' }, () => undefined))).rejects.toThrow(
      /declared under '\/admin\/api\/v1'/,
    );
  });
});

describe('requireDeclaredEndpoints', () => {
  it('stops the server when an API route is registered by hand', async () => {
    await expect(appWith((api) => api.get('/by-hand', () => 'x'))).rejects.toThrow(
      /GET \/api\/v1\/by-hand is not registered from a contract endpoint/,
    );
  });

  it('lets routes outside the API prefixes be (the web app, health)', async () => {
    app = Fastify();
    requireDeclaredEndpoints(app);
    app.get('/index.html', () => 'ok');
    await app.ready();
    expect((await app.inject({ url: '/index.html' })).body).toBe('ok');
  });
});
