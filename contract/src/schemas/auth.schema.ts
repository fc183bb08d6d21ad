import { z } from 'zod';
import { validationMessages as m } from '../messages.ts';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';

export { OAUTH_CLIENT_ID } from '../constants.ts';

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * Parameters of the token endpoint, in the form body or, as docs/requirements.md#core-7 sends the refresh grant, in the query. Each
 * grant then checks what it needs (passwordGrantSchema, refreshGrantSchema).
 */
export const tokenRequestSchema = z.object({
  grant_type: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
  client_id: z.string().optional(),
});

export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string(),
  password: z.string(),
  scope: z.string().optional(),
  client_id: z.string().optional(),
});
export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
  client_id: z.string().optional(),
});

/** Simple address pattern of the user form (docs/requirements.md#core-5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .regex(EMAIL_PATTERN, { error: m.emailInvalid })
  // Stored in a 255-character column; longer is no usable address.
  .max(255, { error: m.emailInvalid })
  .transform((v) => v.toLowerCase());

export const passwordResetSchema = z.object({
  email: z.string({ error: m.emailEmpty }).trim().min(1, { error: m.emailEmpty }),
});

export const passwordChangeSchema = z.object({
  clid: z.string().min(1),
  password: z.string({ error: m.passwordShort }).min(1, { error: m.passwordShort }).min(PASSWORD_MIN_LENGTH, { error: m.passwordShort }),
});

/** The reset form on the client: confirmation must match. */
export const resetFormSchema = z
  .object({
    password: z.string().min(1, { error: m.passwordShort }).min(PASSWORD_MIN_LENGTH, { error: m.passwordShort }),
    confirmation: z.string(),
  })
  .refine((v) => v.password === v.confirmation, { error: m.passwordMismatch, path: ['confirmation'] });

export const recoverFormSchema = passwordResetSchema;
