import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@aquarisk/contract/error-codes';
import { refusalMessages, serverMessages } from '@aquarisk/contract/messages';
import { requestLimitMessages } from '@aquarisk/contract/request-limits';
import { uniqueViolationTable } from '../db/unique-violation.ts';
import { AppError } from '../lib/app-error.ts';
import { sendError } from '../lib/error-body.ts';

/** Fastify's own client errors (and its plugins'), by status: the code and message the app answers them with. */
const frameworkErrors: Record<number, [ErrorCode, string]> = {
  401: ['UNAUTHORIZED', serverMessages.unauthorized],
  403: ['FORBIDDEN', serverMessages.forbidden],
  404: ['NOT_FOUND', serverMessages.notFound],
  405: ['METHOD_NOT_ALLOWED', serverMessages.badRequest],
  408: ['REQUEST_TIMEOUT', serverMessages.badRequest],
  413: ['TOO_LARGE', serverMessages.tooLarge],
  // A path parameter past the router's limit (transport-errors.ts): Fastify's own answer echoed the address.
  414: ['URI_TOO_LONG', requestLimitMessages.uriTooLong],
  415: ['UNSUPPORTED_MEDIA_TYPE', refusalMessages.unsupportedContentType],
  429: ['RATE_LIMITED', serverMessages.tooManyRequests],
  431: ['HEADERS_TOO_LARGE', serverMessages.badRequest],
};

/**
 * Two requests that each checked a key was free and then both wrote it: the database refuses the second. Named per
 * table as the services' own checks name it (snake_case, as the database reports it).
 */
const conflictByTable: Record<string, string> = {
  farm_users: serverMessages.alreadyAssigned,
  survey_users: serverMessages.alreadyOnAudit,
  company_users: serverMessages.emailTaken,
  users: serverMessages.emailInUse,
  templates: serverMessages.templateNameTaken,
};

/** One error model: AppError and validation failures become the docs/requirements.md#decisions-api body; anything else is a logged 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The client went away (an aborted upload): nobody is left to answer, and it is not a server fault.
    if (request.raw.readableAborted || error.code === 'ECONNRESET') {
      request.log.info({ reason: error.message }, 'request aborted by the client');
      return sendError(reply, 'BAD_REQUEST', serverMessages.badRequest);
    }
    if (error instanceof AppError) return sendError(reply, error.code, error.message, error.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'value';
        if (!(key in details)) details[key] = v.message ?? serverMessages.badRequest;
      }
      const first = Object.values(details)[0] ?? serverMessages.badRequest;
      return sendError(reply, 'VALIDATION', first, details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(reply, 'SERVER_ERROR', serverMessages.serverError);
    }
    const table = uniqueViolationTable(error);
    if (table !== null) {
      request.log.info({ table }, 'unique key taken by a concurrent request');
      return sendError(reply, 'ALREADY_EXISTS', conflictByTable[table] ?? serverMessages.alreadyExists);
    }
    const status = error.statusCode ?? 500;
    const known = frameworkErrors[status];
    if (known) return sendError(reply, known[0], known[1]);
    // Fastify's own other client errors (malformed JSON, a missing body), and any 4xx without a code of its own.
    if (status >= 400 && status < 500) return sendError(reply, 'BAD_REQUEST', serverMessages.badRequest);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'SERVER_ERROR', serverMessages.serverError);
  });
}
