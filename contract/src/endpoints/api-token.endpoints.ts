import { z } from 'zod';
import { apiTokenInputSchema, apiTokenParams, apiTokenSchema, createdApiTokenSchema } from '../schemas/api-token.schema.ts';
import { endpoint } from './endpoint.ts';

const tokens = { base: 'api', auth: 'signedIn', tags: ['api tokens'] } as const;

/** The signed-in person's own API tokens (issue 28 item 5). A request made with an API token cannot reach these. */
export const apiTokenEndpoints = {
  list: endpoint({
    ...tokens,
    method: 'GET',
    path: '/user/me/token',
    access: 'signedIn',
    tokens: 'none',
    summary: 'My API tokens that are not revoked: name, scope, prefix, created, expires, last used',
    success: { status: 200, schema: z.array(apiTokenSchema) },
  }),
  create: endpoint({
    ...tokens,
    method: 'POST',
    path: '/user/me/token',
    access: 'signedIn',
    tokens: 'none',
    summary: 'Create an API token (read or read-write, expiring); its secret is in this answer only',
    body: apiTokenInputSchema,
    success: { status: 201, schema: createdApiTokenSchema },
  }),
  revoke: endpoint({
    ...tokens,
    method: 'DELETE',
    path: '/user/me/token/:tokenId',
    access: 'signedIn',
    tokens: 'none',
    summary: 'Revoke one of my API tokens: refused from the next request on',
    params: apiTokenParams,
    success: { status: 204 },
  }),
};
