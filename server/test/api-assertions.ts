import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { errorStatus } from '@aquarisk/contract/error-codes';
import { errorBodySchema } from '@aquarisk/contract/schemas/error.schema';
import type { TestApp } from './test-app.ts';

/** Reason phrases of the docs/requirements.md#decisions-api error body, written out here so the tests do not borrow the server's table. */
const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

export const messages = {
  unauthorized: 'Full authentication is required to access this resource',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  adminOnly: 'Only an administrator can grant or remove the Admin role.',
  invalidId: 'Not a valid id',
  invalidRole: 'Not a valid role',
};

/** A set-up call that must succeed: its answer as `{ externalId }`, or an error with the answer's body. */
export async function created(res: Promise<LightMyRequestResponse>): Promise<{ externalId: string }> {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(r.body);
  return r.json<{ externalId: string }>();
}

/**
 * Asserts the error body `{status, error, code, message, details}`: it parses with the contract's schema and its code
 * is one of the status's codes; details are compared whole when given.
 */
export function expectError(res: LightMyRequestResponse, status: number, message?: string, details?: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  const body = errorBodySchema.parse(res.json());
  expect(body.status).toBe(status);
  expect(errorStatus[body.code], body.code).toBe(status);
  expect(body.error).toBe(reasons[status]);
  if (message !== undefined) expect(body.message).toBe(message);
  else expect(body.message.length).toBeGreaterThan(0);
  if (details !== undefined) expect(body.details).toEqual(details);
  return body;
}

export const expectUnauthorized = (res: LightMyRequestResponse) => expectError(res, 401, messages.unauthorized);
export const expectForbidden = (res: LightMyRequestResponse, message = messages.forbidden) => expectError(res, 403, message);
export const expectNotFound = (res: LightMyRequestResponse) => expectError(res, 404, messages.notFound);

/** A 400 whose message is the first detail, as the error handler answers validation failures. */
export const expectInvalid = (res: LightMyRequestResponse, field: string, message: string) =>
  expectError(res, 400, message, { [field]: message });

const tables = [
  'users',
  'userRoles',
  'companies',
  'companyUsers',
  'farms',
  'farmUsers',
  'surveys',
  'surveyUsers',
  'activityLog',
  'outbox',
  'contactRequests',
  'resetTokens',
  'apiTokens',
] as const;

/** Every row of the business tables (not refresh tokens, which signing in writes), in a stable order. */
export async function dbSnapshot(t: TestApp) {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await t.database.db.selectFrom(table).selectAll().execute();
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Runs a request that must fail, and proves it changed nothing: no half-saved rows, no log entry, no mail. */
export async function expectRejected(
  t: TestApp,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  message?: string,
  details?: Record<string, string>,
) {
  const before = await dbSnapshot(t);
  const res = await request();
  const body = expectError(res, status, message, details);
  expect(await dbSnapshot(t)).toEqual(before);
  return body;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An id no row has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
