import type { ErrorCode } from '@aquarisk/contract/error-codes';
import type { ErrorBody } from '@aquarisk/contract/schemas/error.schema';
/**
 * Failures of a call, as the central error handler sees them (docs/requirements.md#core-8). `body` is the error body as the contract's
 * schema parsed it (null when the answer had none, e.g. a proxy's HTML page); screens decide by its `code`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The contract's stable error code, or null when the answer carried no error body. */
  get code(): ErrorCode | null {
    return this.body?.code ?? null;
  }
}
/** Whether `error` is an API failure with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== null && codes.includes(error.code);
}
/**
 * The request never got a response (offline, DNS, connection refused). The texts of these errors are for logs: what
 * the user sees comes from the error handler's catalogue (contract errorMessages), which the landing page's first
 * script does not load.
 */
export class NetworkError extends Error {
  constructor(readonly offline: boolean) {
    super(offline ? 'Internet connection lost' : 'Unexpected error while sending the request.');
    this.name = 'NetworkError';
  }
}
/** The user or the code aborted the request. */
export class CanceledError extends Error {
  constructor() {
    super('Canceled by user');
    this.name = 'CanceledError';
  }
}
/** The shared token refresh failed, so the session ended (docs/requirements.md#core-4). `refreshFailure` is what the refresh ran into. */
export class SessionExpiredError extends ApiError {
  constructor(readonly refreshFailure: unknown) {
    super(401, 'Session expired', null);
    this.name = 'SessionExpiredError';
  }
}
/** The server answered, but not in the shape the contract describes (the two sides drifted apart). */
export class ResponseShapeError extends Error {
  constructor(
    readonly request: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    const first = issues[0];
    const where = first ? ` at ${first.path.map(String).join('.') || '(root)'}: ${first.message}` : '';
    super(`The answer to ${request} does not match the contract${where}`);
    this.name = 'ResponseShapeError';
  }
}
