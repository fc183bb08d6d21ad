import type { FastifyServerOptions } from 'fastify';
import { isApiToken, prefixOf } from '../modules/api-tokens/index.ts';

/**
 * Fastify's factory of each request's logger: a request that presents a personal API token gets `apiToken: <prefix>`
 * on every line it logs, 'incoming request' and 'request completed' included (issue 37 item 26; docs/decisions.md
 * "Personal API tokens"). The prefix is public (lists show it); the secret never reaches the log. It is the prefix
 * presented, so a refused token's lines name it too.
 */
export const requestChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, opts, rawReq) {
  const header = rawReq.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const prefix = token && isApiToken(token) ? prefixOf(token) : undefined;
  return logger.child(prefix ? { ...bindings, apiToken: prefix } : bindings, opts);
};
