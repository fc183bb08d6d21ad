import type { FastifyReply } from 'fastify';
import { errorStatus, reasonPhrases, type ErrorCode } from '@aquarisk/contract/error-codes';
import type { ErrorBody } from '@aquarisk/contract/schemas/error.schema';

/** The docs/requirements.md#decisions-api error body with its stable code (contract/src/schemas/error.schema.ts). */
export function errorBody(code: ErrorCode, message: string, details?: Record<string, string>): ErrorBody {
  const status = errorStatus[code];
  return { status, error: reasonPhrases[status] ?? 'Error', code, message, ...(details ? { details } : {}) };
}

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, details?: Record<string, string>) {
  return reply.status(errorStatus[code]).send(errorBody(code, message, details));
}
