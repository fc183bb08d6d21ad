/**
 * The stable error codes every error body carries beside its message (issue 23 item 4). The message is for people
 * and may be reworded; the code is for programs: the web decides what to show by the code, never by the text.
 * Each code has one HTTP status; several codes may share a status where the web must react differently.
 * No zod here: the error body schema (schemas/error.schema.ts) builds on these.
 */
export const errorStatus = {
  /** input refused by a rule; the message says what to fix, `details` names the fields */
  VALIDATION: 400,
  /** a request the app itself would not send (malformed JSON or multipart, a stale cursor): not the user's to fix */
  BAD_REQUEST: 400,
  /** OAuth (RFC 6749 §5.2) refusals of the token endpoint; `error` carries the RFC's own code */
  INVALID_REQUEST: 400,
  INVALID_GRANT: 400,
  UNSUPPORTED_GRANT_TYPE: 400,
  /** the refresh token is unknown, used, revoked or expired (`error` says invalid_grant): sign in again */
  SESSION_EXPIRED: 400,
  /** no or bad access token */
  UNAUTHORIZED: 401,
  /** the OAuth client's credentials were refused */
  INVALID_CLIENT: 401,
  /** seen but not allowed */
  FORBIDDEN: 403,
  /** not allowed for a reason the message names (the role it takes): the user should read it */
  ROLE_REQUIRED: 403,
  /** unknown, or not visible to this user */
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  /** the state does not allow it (already scored, already resolved, read only) */
  CONFLICT: 409,
  /** a name, e-mail or membership that already exists */
  ALREADY_EXISTS: 409,
  /** an action a user may not take on their own account (delete, erase) */
  OWN_ACCOUNT: 409,
  TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** too many attempts (sign-in back-off, per-route limits); Retry-After says how long */
  RATE_LIMITED: 429,
  /** this user's PDF documents in preparation reached their limit; Retry-After says when to ask again */
  PDF_USER_BUSY: 429,
  /** this user's unfinished resumable uploads reached their count or size limit: finish or cancel one first */
  UPLOADS_UNFINISHED_LIMIT: 429,
  HEADERS_TOO_LARGE: 431,
  SERVER_ERROR: 500,
  /** a dependency (the database) cannot be reached */
  UNAVAILABLE: 503,
  /** every PDF render slot and waiting place is taken; Retry-After says when to ask again */
  PDF_QUEUE_FULL: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/** The status's reason phrase, the body's `error` field (docs/requirements.md#decisions-api error body). */
export const reasonPhrases: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
