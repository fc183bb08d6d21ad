import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@aquarisk/contract/endpoints/all-endpoints';
import { API_PREFIX } from '@aquarisk/contract/endpoints/endpoint';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Fastify's OpenAPI paths write `:id` as `{id}`; `:id.csv` as `{id}.csv`. */
const openApiPath = (base: keyof typeof API_PREFIX, path: string) =>
  `${API_PREFIX[base]}${path}`.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');

describe('the server answers exactly the contract endpoints (issue 23 item 3)', () => {
  it('registers every declared endpoint', () => {
    const missing = allEndpoints.filter((e) => !t.app.hasRoute({ method: e.method, url: `${API_PREFIX[e.base]}${e.path}` }));
    expect(missing.map((e) => `${e.method} ${e.base} ${e.path}`)).toEqual([]);
  });

  it('documents no API operation the contract does not declare', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const declared = new Set(allEndpoints.filter((e) => !e.hidden).map((e) => `${e.method} ${openApiPath(e.base, e.path)}`));
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(API_PREFIX.api) || path.startsWith(API_PREFIX.admin))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.filter((op) => !declared.has(op))).toEqual([]);
  });
});
