import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { serverMessages } from '@aquarisk/contract/messages';
import { requestLimitMessages } from '@aquarisk/contract/request-limits';
import { uniqueViolationTable } from '../db/unique-violation.ts';
import { AppError } from '../lib/app-error.ts';

const reasons: Record<number, string> = {
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

/** The docs/requirements.md#decisions-api error body. */
export function errorBody(status: number, message: string, details?: Record<string, string>) {
  return { status, error: reasons[status] ?? 'Error', message, ...(details ? { details } : {}) };
}

export function sendError(reply: FastifyReply, status: number, message: string, details?: Record<string, string>) {
  return reply.status(status).send(errorBody(status, message, details));
}

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
      return sendError(reply, 400, serverMessages.badRequest);
    }
    if (error instanceof AppError) return sendError(reply, error.status, error.message, error.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'value';
        if (!(key in details)) details[key] = v.message ?? serverMessages.badRequest;
      }
      const first = Object.values(details)[0] ?? serverMessages.badRequest;
      return sendError(reply, 400, first, details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(reply, 500, serverMessages.serverError);
    }
    const table = uniqueViolationTable(error);
    if (table !== null) {
      request.log.info({ table }, 'unique key taken by a concurrent request');
      return sendError(reply, 409, conflictByTable[table] ?? serverMessages.alreadyExists);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, serverMessages.tooLarge);
    if (status === 429) return sendError(reply, 429, serverMessages.tooManyRequests);
    // A path parameter past the router's limit (transport-errors.ts): Fastify's own answer echoed the address.
    if (status === 414) return sendError(reply, 414, requestLimitMessages.uriTooLong);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, missing body.
      return sendError(reply, status, status === 415 ? 'Unsupported content type.' : serverMessages.badRequest);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, serverMessages.serverError);
  });
}
