import { errorStatus, type ErrorCode } from '@aquarisk/contract/error-codes';
import { serverMessages } from '@aquarisk/contract/messages';

export type { ErrorCode };

/**
 * The one error services throw: its code goes on the wire beside the message, and the contract gives the code its
 * HTTP status (contract/src/error-codes.ts).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = () => new AppError('NOT_FOUND', serverMessages.notFound);
