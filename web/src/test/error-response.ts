import { errorStatus, reasonPhrases, type ErrorCode } from '@aquarisk/contract/error-codes';
import { jsonResponse } from './render-with-providers.tsx';

/** A refusal as the server sends it: the contract's error body, its status from the code (docs/errors.md). */
export function errorResponse(code: ErrorCode, message: string, details?: Record<string, string>): Response {
  const status = errorStatus[code];
  return jsonResponse(status, { status, error: reasonPhrases[status] ?? 'Error', code, message, ...(details ? { details } : {}) });
}
