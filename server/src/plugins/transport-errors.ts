import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorStatus, type ErrorCode } from '@aquarisk/contract/error-codes';
import { serverMessages } from '@aquarisk/contract/messages';
import { requestLimitMessages } from '@aquarisk/contract/request-limits';
import { responseInFlight } from './connection-timeouts.ts';
import { errorBody } from '../lib/error-body.ts';

/**
 * The answers Fastify and Node wrote on their own, before a request reaches a route (issue 21): a path parameter past
 * the router's limit (414, which echoed the address), a malformed address (400), a header block too large to parse
 * (431) and headers or a request that took too long (408). Each now has the app's error body and the security headers
 * every other answer carries, and none repeats what the client sent.
 */
export function transportErrorHandlers(securityHeaders: Record<string, string>) {
  return {
    /** Fastify's `frameworkErrors`: router errors go through the app's own error handler. */
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      void reply.headers(securityHeaders);
      request.server.errorHandler(error, request, reply);
    },
    /** Fastify's `clientErrorHandler`: Node could not make a request of what arrived, so the answer is written raw. */
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [code, message]: [ErrorCode, string] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? ['HEADERS_TOO_LARGE', requestLimitMessages.headersTooLarge]
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? ['REQUEST_TIMEOUT', requestLimitMessages.requestTimeout]
            : ['BAD_REQUEST', serverMessages.badRequest];
      if (socket.writable && !responseInFlight(socket)?.headersSent) socket.write(rawAnswer(code, message, securityHeaders));
      socket.destroy();
    },
  };
}

function rawAnswer(code: ErrorCode, message: string, headers: Record<string, string>): string {
  const status = errorStatus[code];
  const body = JSON.stringify(errorBody(code, message));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
