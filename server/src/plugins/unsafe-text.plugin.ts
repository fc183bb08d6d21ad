import type { FastifyInstance } from 'fastify';
import { unsafeTextError, unsafeTextPath } from '../lib/unsafe-text.ts';

/**
 * Every string a route parses (path parameters, query, body; public routes included) is refused with 400 when it holds
 * a NUL or a lone surrogate, before the contract's schemas run. Registered on the root, so every route inherits it.
 */
export function registerUnsafeTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = unsafeTextPath(part);
      if (path !== null) throw unsafeTextError(path);
    }
  });
}
