import { z } from 'zod';
import { errorBodySchema } from '../schemas/error.schema.ts';
import type { EndpointDeclaration, ErrorStatus, HttpMethod } from './endpoint.ts';

const WRITES: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses an endpoint answers, derived from what it is (docs/errors.md): any request can be refused (400);
 * a write's body can be too large or of a type not read (413, 415); a limited endpoint answers 429; a signed-in one
 * adds no or a bad token (401), a capability refused (403), unknown or not visible (404) and, for writes, a state
 * conflict (409).
 */
export function errorStatuses(e: EndpointDeclaration): ErrorStatus[] {
  const write = WRITES.has(e.method);
  const statuses: ErrorStatus[] = [400];
  if (write) statuses.push(413, 415);
  if (e.rateLimited) statuses.push(429);
  if (e.auth === 'signedIn') statuses.push(401, 403, 404, ...(write ? ([409] as const) : []));
  for (const s of e.moreErrors ?? []) if (!statuses.includes(s)) statuses.push(s);
  return statuses.sort((a, b) => a - b);
}

/** Every answer of an endpoint, status → schema: its success and its errors (the contract's error body by default). */
export function responsesOf(e: EndpointDeclaration): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = {};
  const body = e.success.schema;
  if (body) for (const status of [e.success.status, ...(e.success.also ?? [])]) responses[status] = body;
  if (e.success.status === 204) responses[204] = z.undefined().describe('No content');
  for (const status of errorStatuses(e)) responses[status] = e.errorBodies?.[status] ?? errorBodySchema;
  return responses;
}
