import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_NESTING, requestLimitMessages } from '@aquarisk/contract/request-limits';
import { dbSnapshot, expectError } from '../../test/api-assertions.ts';
import { defaultTemplate } from '../../test/audit-helpers.ts';
import { ADMIN } from '../../test/demo-users.ts';
import { multipart } from '../../test/multipart.ts';
import { deepArrays, deepObjects } from '../../test/deep-json.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

async function expectTooDeep(send: () => ReturnType<TestApp['call']>) {
  const before = await dbSnapshot(t);
  expectError(await send(), 400, requestLimitMessages.tooDeeplyNested);
  expect(await dbSnapshot(t)).toEqual(before);
}

describe('JSON nested deeper than the limit answers 400 before anything walks it', () => {
  it('on the public contact form, as arrays or objects, whole or inside a field', async () => {
    for (const payload of [
      deepArrays(8000),
      deepObjects(8000),
      `{"name":"Ann","email":"a@example.com","comment":${deepArrays(MAX_JSON_NESTING)}}`,
    ]) {
      await expectTooDeep(() => t.app.inject({ method: 'POST', url: '/api/v1/contact', headers: json, payload }));
    }
  });

  it('on signed-in routes, and in a template file uploaded as JSON', async () => {
    const ids = await t.ids();
    const token = await t.token(ADMIN);
    const auth = { ...json, authorization: `Bearer ${token}` };
    await expectTooDeep(() =>
      t.app.inject({ method: 'PUT', url: `/api/v1/company/${ids.company1}`, headers: auth, payload: deepObjects(8000) }),
    );
    await expectTooDeep(() => t.app.inject({ method: 'POST', url: '/api/v1/company', headers: auth, payload: deepArrays(200) }));
    const form = multipart({ name: 'deep' }, { field: 'file', name: 'template.json', content: deepArrays(8000), type: 'application/json' });
    await expectTooDeep(() =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/v1/template',
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        payload: form.payload,
      }),
    );
  });

  it('lets nesting up to the limit through to the route, and the real template (the deepest body) saves', async () => {
    const atLimit = `{"name":${deepArrays(MAX_JSON_NESTING - 1)}}`;
    const res = await t.call(ADMIN, 'POST', '/api/v1/company', JSON.parse(atLimit));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).not.toBe(requestLimitMessages.tooDeeplyNested);
    const { id, ...template } = await defaultTemplate(t);
    const saved = await t.call(ADMIN, 'POST', `/admin/api/v1/template/${id}`, { name: 'Nesting check copy', template, saveAsNew: true });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
  });
});
