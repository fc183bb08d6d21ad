import type { FastifyRequest } from 'fastify';

/** Where JSON log lines go (pino's DestinationStream). */
export interface LogStream {
  write(line: string): void;
}

const REDACTED = '[REDACTED]';
/** Query parameters that carry a credential (docs/requirements.md#core-7 puts the refresh token in the query). */
const SECRET_PARAMS = new Set(['refresh_token', 'access_token', 'password', 'client_secret', 'clid', 'token', 'code']);
/** Web paths whose last segment is a credential: the mailed reset link. */
const SECRET_PATH = /^(\/reset\/)[^/?#]+/;

/** The URL as logs may show it: credentials in the query and the reset link id replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // a malformed escape stays as it is
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

const secretFields = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'password',
  'refresh_token',
  'access_token',
  'client_secret',
  'clid',
];

/**
 * Pino options of the app: JSON lines with request ids; no password, token or other credential, wherever it sits
 * (docs/requirements.md#decisions-product: logs). Requests are logged with the URL redacted and without headers; objects a route logs lose
 * their credential fields.
 */
export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [...secretFields.flatMap((f) => [`req.headers["${f}"]`, `headers["${f}"]`, `body["${f}"]`, `*["${f}"]`])],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
