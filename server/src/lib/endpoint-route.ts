import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { API_PREFIX, type EndpointDeclaration, type ReplyOf } from '@aquarisk/contract/endpoints/endpoint';
import { responsesOf } from '@aquarisk/contract/endpoints/endpoint-responses';
import { checkAccessDeclared, enforceEndpointAccess } from './endpoint-access.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler of endpoint E gets: params, query and body as the declaration's schemas parsed them. */
export type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

export type EndpointHandler<E extends EndpointDeclaration> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => ReplyOf<E> | FastifyReply | Promise<ReplyOf<E> | FastifyReply>;

/** What a route adds to its declaration: its rate limit, its own hooks or error handler, a larger body limit. */
export type RouteExtras = Omit<Partial<RouteOptions>, 'method' | 'url' | 'schema' | 'handler'>;

const CONSUMES = {
  json: undefined,
  multipart: ['multipart/form-data'],
  form: ['application/x-www-form-urlencoded'],
  tus: ['application/offset+octet-stream'],
} as const;

/** The OpenAPI and validation schema of a declared endpoint. */
function schemaOf(e: EndpointDeclaration) {
  const consumes = CONSUMES[e.bodyType ?? 'json'];
  return {
    tags: [...e.tags],
    summary: e.summary,
    ...(e.auth === 'public' ? { security: [] } : e.auth === 'client' ? { security: [{ client: [] }] } : {}),
    ...(consumes ? { consumes: [...consumes] } : {}),
    ...(e.produces ? { produces: [...e.produces] } : {}),
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    response: responsesOf(e),
    ...(e.hidden ? { hide: true } : {}),
  };
}

/**
 * Registers the route of a contract endpoint (issue 23 item 3): method, path, schemas, summary and every answer come
 * from the declaration; the handler gets the parsed request. The answer goes out with the declared success status
 * unless the handler set another one it declares (`also`) or sent the reply itself. The scope must be the one the
 * declaration names (its prefix), or the server does not start. A signed-in endpoint's declared access and token reach
 * are enforced before the handler (lib/endpoint-access.ts, issue 38 item 1); one declared without them stops the start.
 */
export function route<E extends EndpointDeclaration>(app: FastifyInstance, e: E, handler: EndpointHandler<E>, extras: RouteExtras = {}) {
  if (app.prefix !== API_PREFIX[e.base]) {
    throw new Error(`${e.method} ${e.path} is declared under '${API_PREFIX[e.base]}' but registered under '${app.prefix}'`);
  }
  checkAccessDeclared(e);
  const send: RouteHandlerMethod = async function (request, reply) {
    reply.code(e.success.status);
    const result = await handler(request as EndpointRequest<E>, reply);
    if (reply.sent || result === reply) return reply;
    return e.success.status === 204 ? reply.send() : reply.send(result);
  };
  const onRequest = e.auth === 'signedIn' ? [enforceEndpointAccess(e), ...[extras.onRequest ?? []].flat()] : extras.onRequest;
  app.route({
    ...extras,
    ...(onRequest ? { onRequest } : {}),
    config: { ...extras.config, endpoint: e },
    method: e.method,
    url: e.path,
    schema: schemaOf(e),
    handler: send,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the contract declaration a route was registered from (route()) */
    endpoint?: EndpointDeclaration;
  }
}

/**
 * Every route under the API's prefixes comes from a contract declaration: registering one by hand stops the server
 * at start-up (issue 23 item 3), so no endpoint exists that the contract, the web client and the e2e helpers miss.
 */
export function requireDeclaredEndpoints(app: FastifyInstance) {
  const prefixes = [API_PREFIX.api, API_PREFIX.admin];
  app.addHook('onRoute', (r) => {
    if (!prefixes.some((p) => r.url === p || r.url.startsWith(`${p}/`))) return;
    if (!r.config?.endpoint)
      throw new Error(`${String(r.method)} ${r.url} is not registered from a contract endpoint (lib/endpoint-route.ts)`);
  });
}
