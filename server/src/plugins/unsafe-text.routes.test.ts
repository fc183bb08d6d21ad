import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@aquarisk/contract/messages';
import { dbSnapshot, expectError } from '../../test/api-assertions.ts';
import { defaultTemplate } from '../../test/audit-helpers.ts';
import { multipart } from '../../test/multipart.ts';
import { CLIENT_AUTH, createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../test/demo-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE_HIGH = 'Fjord \uD800 site';
const LONE_LOW = 'Fjord \uDC00 site';
const company = {
  name: 'Safe Name AS',
  address1: null,
  address2: null,
  city: null,
  province: null,
  postCode: null,
  phone: null,
  email: null,
  webAddress: null,
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** 400 with the one message, naming the field, and nothing stored. */
async function expectRefused(request: () => ReturnType<TestApp['call']>, field: string) {
  const before = await dbSnapshot(t);
  const res = await request();
  expectError(res, 400, serverMessages.unsafeText, { [field]: serverMessages.unsafeText });
  expect(await dbSnapshot(t)).toEqual(before);
}

describe('NUL bytes and lone surrogates are refused at the edge with 400', () => {
  it('in JSON bodies of signed-in calls, nested ones and object keys included', async () => {
    const ids = await t.ids();
    for (const bad of [NUL, LONE_HIGH, LONE_LOW]) {
      await expectRefused(() => t.call('admin@example.com', 'POST', '/api/v1/company', { ...company, name: bad }), 'name');
      await expectRefused(() => t.call('admin@example.com', 'PUT', `/api/v1/company/${ids.company1}`, { ...company, city: bad }), 'city');
    }
    const tpl = await defaultTemplate(t);
    const { id: _id, ...body } = tpl;
    const edited = structuredClone(body);
    edited.sections[0]!.steps[0]!.questions[0]!.text = NUL;
    await expectRefused(
      () =>
        t.call('admin@example.com', 'POST', `/admin/api/v1/template/${tpl.id}`, { name: 'nul-copy', template: edited, saveAsNew: true }),
      'template.sections.0.steps.0.questions.0.text',
    );
    await expectRefused(
      () =>
        t.call('admin@example.com', 'POST', `/admin/api/v1/template/${tpl.id}`, {
          name: 'key-copy',
          template: { ...body, [NUL]: 1 },
          saveAsNew: true,
        }),
      'template',
    );
  });

  it('on public endpoints: contact, password reset and change, the token endpoint', async () => {
    await expectRefused(
      () => t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { name: NUL, email: 'a@example.com', comment: '' } }),
      'name',
    );
    await expectRefused(
      () => t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { name: 'Ann', email: 'a@example.com', comment: LONE_HIGH } }),
      'comment',
    );
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/password/reset',
          headers: { authorization: CLIENT_AUTH },
          payload: { email: `x${NUL}@example.com` },
        }),
      'email',
    );
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/password/change',
          headers: { authorization: CLIENT_AUTH },
          payload: { clid: NUL, password: 'long-enough-password' },
        }),
      'clid',
    );
    for (const fields of [
      { grant_type: 'password', username: `admin@example.com${NUL}`, password: DEMO_PASSWORD },
      { grant_type: 'refresh_token', refresh_token: `token${NUL}` },
    ] as Record<string, string>[]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/token',
        headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(fields),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid_request',
        error_description: serverMessages.unsafeText,
        message: serverMessages.unsafeText,
      });
    }
    const query = await t.app.inject({
      method: 'POST',
      url: `/api/v1/oauth/token?grant_type=refresh_token&refresh_token=%00`,
      headers: { authorization: CLIENT_AUTH },
    });
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json().error).toBe('invalid_request');
  });

  it('in query strings and path parameters (list filters, ids)', async () => {
    const ids = await t.ids();
    await expectRefused(() => t.call('admin@example.com', 'GET', '/api/v1/survey?filterCountry=%00'), 'filterCountry');
    await expectRefused(() => t.call('admin@example.com', 'GET', `/api/v1/survey?filterStateProvince=Vestland%00`), 'filterStateProvince');
    await expectRefused(
      () => t.call('manager@example.com', 'GET', `/api/v1/action/company/${ids.company1}/survey?riskLevelFilter=%00`),
      'riskLevelFilter',
    );
    await expectRefused(() => t.call('admin@example.com', 'GET', '/api/v1/company/%00'), 'id');
    await expectRefused(() => t.call('company@example.com', 'POST', `/api/v1/company/${ids.company1}/farm-ac`, { name: NUL }), 'name');
    // Percent-encoded UTF-8 cannot carry a lone surrogate (the bytes decode to U+FFFD); JSON escapes can.
    await expectRefused(() => t.call('company@example.com', 'POST', `/api/v1/company/${ids.company1}/user-ac`, { name: LONE_LOW }), 'name');
  });

  it('in multipart fields and in the template file', async () => {
    const tpl = await defaultTemplate(t);
    const { id: _id, ...body } = tpl;
    const token = await t.token('admin@example.com');
    const send = async (name: string, content: string) => {
      const m = multipart({ name }, { field: 'file', name: 'template.json', content, type: 'application/json' });
      return t.app.inject({
        method: 'POST',
        url: '/admin/api/v1/template',
        headers: { ...m.headers, authorization: `Bearer ${token}` },
        payload: m.payload,
      });
    };
    await expectRefused(() => send(`up${NUL}load`, JSON.stringify(body)), 'name');
    // JSON.stringify writes the NUL as the escape \u0000, which the server's JSON.parse turns back into a NUL.
    const withNul = JSON.stringify({
      ...body,
      sections: [{ ...body.sections[0]!, name: `Animal${NUL}Health` }, ...body.sections.slice(1)],
    });
    await expectRefused(() => send('nul-in-file', withNul), 'sections.0.name');
  });

  it('still accepts well-formed text: emoji (surrogate pairs), accents and other scripts', async () => {
    const res = await t.call('admin@example.com', 'POST', '/api/v1/company', { ...company, name: 'Fiskeoppdrett 🐟 Ålesund Ωμέγα' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('Fiskeoppdrett 🐟 Ålesund Ωμέγα');
  });
});
