import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid by the OpenAPI specification schema (a strict validator)', async () => {
    const doc = t.app.swagger() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('is served at /docs/json and describes the token endpoint parameters of docs/requirements.md#core-7', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<
        string,
        { post?: { parameters?: { name: string; in: string }[]; requestBody?: { required: boolean; content: Record<string, unknown> } } }
      >;
    }>();
    expect((await new Validator().validate(doc)).valid).toBe(true);
    const token = doc.paths['/api/v1/oauth/token']!.post!;
    expect(token.parameters!.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['grant_type', 'refresh_token']),
    );
    expect(Object.keys(token.requestBody!.content)).toContain('application/x-www-form-urlencoded');
    // docs/requirements.md#core-7 sends the refresh grant with no body: the body is optional.
    expect(token.requestBody).toMatchObject({ required: false });
  });
});
