import { healthSchema, okSchema } from '../schemas/common.schema.ts';
import { contactSchema } from '../schemas/contact.schema.ts';
import { passwordChangeSchema, passwordResetSchema, tokenRequestSchema, tokenResponseSchema } from '../schemas/auth.schema.ts';
import { oauthErrorBodySchema } from '../schemas/error.schema.ts';
import { settingsSchema } from '../schemas/settings.schema.ts';
import { endpoint } from './endpoint.ts';

const client = { base: 'api', auth: 'client', tags: ['auth'], rateLimited: true } as const;
const publicApi = { base: 'api', auth: 'public', tags: ['public'] } as const;

/** Signing in and out of a password, and what anyone may call: contact form, client settings, health. */
export const authEndpoints = {
  token: endpoint({
    ...client,
    method: 'POST',
    path: '/oauth/token',
    summary: 'OAuth 2.0 token endpoint (password and refresh_token grants, client Basic auth)',
    // Parameters come in the form body or, for the refresh grant, in the query with no body (docs/requirements.md#core-7).
    query: tokenRequestSchema,
    body: tokenRequestSchema.nullish(),
    bodyType: 'form',
    success: { status: 200, schema: tokenResponseSchema },
    moreErrors: [401],
    errorBodies: { 400: oauthErrorBodySchema, 401: oauthErrorBodySchema },
  }),
  passwordReset: endpoint({
    ...client,
    method: 'POST',
    path: '/password/reset',
    summary: 'Mail a single-use password reset link',
    body: passwordResetSchema,
    success: { status: 200, schema: okSchema },
    moreErrors: [401],
    errorBodies: { 401: oauthErrorBodySchema },
  }),
  passwordChange: endpoint({
    ...client,
    method: 'POST',
    path: '/password/change',
    summary: 'Set a new password with a reset link id',
    body: passwordChangeSchema,
    success: { status: 200, schema: okSchema },
    moreErrors: [401],
    errorBodies: { 401: oauthErrorBodySchema },
  }),
  contact: endpoint({
    ...publicApi,
    method: 'POST',
    path: '/contact',
    summary: 'Landing page contact form (no auth)',
    body: contactSchema,
    success: { status: 200, schema: okSchema },
    rateLimited: true,
  }),
  settings: endpoint({
    ...publicApi,
    method: 'GET',
    path: '/settings',
    summary: "Public client settings (the map's sources), from the server's environment",
    success: { status: 200, schema: settingsSchema },
  }),
  health: endpoint({
    base: 'root',
    auth: 'public',
    tags: ['health'],
    method: 'GET',
    path: '/health',
    summary: 'Liveness with a database check',
    success: { status: 200, schema: healthSchema },
    moreErrors: [503],
  }),
};
