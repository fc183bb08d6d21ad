import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBodySchema } from '@aquarisk/contract/schemas/error.schema';

type Responses = Record<string, unknown>;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** The error statuses any route can answer: what the guards, parsers and its own schema refuse. */
function commonStatuses(route: RouteOptions): number[] {
  const statuses = [400];
  if (methodsOf(route).some((m) => WRITES.has(m))) statuses.push(413, 415);
  const limited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  if (limited) statuses.push(429);
  return statuses;
}

/** What a signed-in route adds: no or bad token, a capability refused, unknown or not visible, a state conflict. */
function signedInStatuses(route: RouteOptions): number[] {
  const statuses = [401, 403, 404];
  if (methodsOf(route).some((m) => WRITES.has(m))) statuses.push(409);
  return statuses;
}

function declare(route: RouteOptions, statuses: number[]) {
  const schema = route.schema as { hide?: boolean; response?: Responses } | undefined;
  if (!schema || schema.hide) return;
  const response: Responses = (schema.response ??= {});
  // A route's own declaration (the token endpoint's OAuth body) wins.
  for (const status of statuses) response[status] ??= errorBodySchema;
}

/**
 * Every route's response schema lists its error answers with the contract's error body (issue 23 item 4), derived
 * from what the route is: its methods, its rate limit, and whether it sits behind sign-in. Declared answers are also
 * serialised through the schema, so an error body without its code fails every API test.
 */
export function declareErrorResponses(scope: FastifyInstance, opts: { signedIn: boolean }) {
  scope.addHook('onRoute', (route) => {
    declare(route, opts.signedIn ? signedInStatuses(route) : commonStatuses(route));
  });
}
