import { hasErrorCode, type ApiError } from '../../../lib/api-errors.ts';

/** Answers whose message tells the user what to fix: a bad file or template, a name taken, too large, wrong type. */
const fixable = (error: unknown): error is ApiError =>
  hasErrorCode(error, 'VALIDATION', 'BAD_REQUEST', 'CONFLICT', 'ALREADY_EXISTS', 'TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');

/**
 * The server's own message when it rejected the template for a reason the user can fix, e.g.
 * 'Line 3, field answer_type: Unknown answer type …'; null for anything the central error handler should show.
 */
export function rejectionMessage(error: unknown): string | null {
  return fixable(error) ? (error.body?.message ?? null) : null;
}

/** The field the server named in a rejection's `details` (a zod or validateTemplate path), if any. */
export function rejectedField(error: unknown): string | undefined {
  return fixable(error) ? Object.keys(error.body?.details ?? {})[0] : undefined;
}
