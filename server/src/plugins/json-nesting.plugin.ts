import type { FastifyInstance } from 'fastify';
import { MAX_JSON_NESTING } from '@aquarisk/contract/request-limits';
import { jsonNestingExceeds, tooDeeplyNested } from '../lib/json-nesting.ts';

/**
 * Fastify's own JSON body parser (prototype-poisoning checks included), with the nesting counted on the raw text first:
 * a body of 8,000 brackets answers 400 after one pass over 16 KB, not after a walk of every level.
 */
export function registerJsonNestingGuard(app: FastifyInstance) {
  // Fastify's defaults (buildApp changes neither): __proto__ refused, constructor keys kept.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestingExceeds(text, MAX_JSON_NESTING)) {
      done(tooDeeplyNested(), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
