import { ApiError } from '../../../lib/api-errors.ts';

/** Answers whose message tells the user what to fix: a bad file or template, a name taken, too large, wrong type. */
const FIXABLE = new Set([400, 409, 413, 415]);

/**
 * The server's own message when it rejected the template for a reason the user can fix, e.g.
 * 'Line 3, field answer_type: Unknown answer type …'; null for anything the central error handler should show.
 */
export function rejectionMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !FIXABLE.has(error.status)) return null;
  return error.body?.message ?? null;
}
