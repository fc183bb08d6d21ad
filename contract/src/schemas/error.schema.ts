import { z } from 'zod';
import { errorCodes } from '../error-codes.ts';

/**
 * The error body of docs/requirements.md#decisions-api with its stable code: `{ status, error, code, message, details? }`. `error` is the
 * status's reason phrase, or the RFC 6749 error code on the token endpoint; `details` names refused fields.
 */
export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  code: z.enum(errorCodes),
  message: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The token endpoint's refusals also carry RFC 6749 §5.2's `error_description`. */
export const oauthErrorBodySchema = errorBodySchema.extend({ error_description: z.string() });
export type OAuthErrorBody = z.infer<typeof oauthErrorBodySchema>;
