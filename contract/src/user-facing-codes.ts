import type { ErrorCode } from './error-codes.ts';

/**
 * Codes whose message the server writes for the user to act on (a field to fix, a role it takes, a name taken, a
 * wait): the web shows these messages as they come. Any other code gets the screen's own message. A module of its
 * own: the web's first script needs only this list, not every code's status (docs/errors.md).
 */
export const userFacingCodes: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'VALIDATION',
  'ROLE_REQUIRED',
  'ALREADY_EXISTS',
  'OWN_ACCOUNT',
  'RATE_LIMITED',
  'PDF_USER_BUSY',
  'UPLOADS_UNFINISHED_LIMIT',
]);
