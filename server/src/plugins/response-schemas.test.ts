import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/** Routes whose success is not a JSON body: files, the OpenAPI pages themselves, a tus upload's creation (Location). */
const NOT_JSON = [
  /\/media\/category\/\{category\}\/uploads$/,
  /\.pdf$/,
  /\.csv$/,
  /\/export$/,
  /\/download$/,
  /\/file$/,
  /\/media\/[^/]+\/content$/,
  /\/media\/file\/\{token\}$/,
];

describe('every route declares its success response (issue 9)', () => {
  it('has a JSON schema for each 2xx answer in the OpenAPI document, so Fastify serialises and documents it', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (NOT_JSON.some((p) => p.test(path))) continue;
      for (const [method, op] of Object.entries(methods)) {
        const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        const declared = success.some(([code, r]) => code === '204' || Object.values(r.content ?? {}).some((c) => c.schema !== undefined));
        if (!declared) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
