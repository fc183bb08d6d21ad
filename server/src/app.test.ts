import { describe, expect, it } from 'vitest';
import { dbKind, lastActivity } from '../test/test-app.ts';
import { demoAppPerFile } from '../test/app-per-file.ts';
import {
  expectForbidden,
  expectInvalid,
  expectNotFound,
  expectRejected,
  expectUnauthorized,
  messages,
  MISSING_ID,
  UUID,
} from '../test/api-assertions.ts';
import { ADMIN, AUDITOR, COMPANY, FARMER, MANAGER, OTHER, VIEWER } from '../test/demo-users.ts';

const { t, ids } = demoAppPerFile();

const raw = async (method: 'POST' | 'PUT', url: string, payload: string, contentType = 'application/json', as: string | null = null) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': contentType, ...(as ? { authorization: `Bearer ${await t.token(as)}` } : {}) },
  });

describe('request bodies', () => {
  it('ignores unknown JSON fields', async () => {
    const res = await t.call(ADMIN, 'POST', '/api/v1/company', {
      name: 'Extra Fields AS',
      externalId: MISSING_ID,
      id: 1,
      userCount: 99,
      isAdmin: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Extra Fields AS', userCount: 0 });
    expect(res.json().externalId).toMatch(UUID);
    expect(res.json().externalId).not.toBe(MISSING_ID);
    expect(Object.keys((await lastActivity(t))[0]!.changes)).toEqual(['name']);
    const farm = await t.call(COMPANY, 'POST', `/api/v1/company/${ids.company1}/farm`, {
      name: 'Extra Farm',
      companyExtId: ids.company2,
      surveyCount: 5,
    });
    expect(farm.json()).toMatchObject({ companyExtId: ids.company1, surveyCount: 0 });
  });

  it('answers 413 with the error body for an oversized body, storing nothing', async () => {
    const big = JSON.stringify({ name: 'Big', email: 'big@example.com', comment: 'x'.repeat(t.config.bodyLimit) });
    await expectRejected(t, () => raw('POST', '/api/v1/contact', big), 413, 'The request is too large.');
    const company = JSON.stringify({ name: 'x'.repeat(t.config.bodyLimit + 1) });
    await expectRejected(
      t,
      () => raw('PUT', `/api/v1/company/${ids.company1}`, company, 'application/json', COMPANY),
      413,
      'The request is too large.',
    );
  });

  it('answers 400 with the error body for malformed JSON, and 415 for another content type', async () => {
    const bad = await expectRejected(t, () => raw('POST', '/api/v1/contact', '{"name": "A", "email": '), 400, 'The request is not valid.');
    expect(bad.details).toBeUndefined();
    await expectRejected(
      t,
      () => raw('PUT', `/api/v1/company/${ids.company1}`, '{name: Aurora}', 'application/json', COMPANY),
      400,
      'The request is not valid.',
    );
    await expectRejected(t, () => raw('POST', '/api/v1/company', '<company><name>Xml</name></company>', 'application/xml', ADMIN), 415);
  });
});

describe('paths', () => {
  it('answers 404 JSON for an unknown /api/v1 path or method, with or without a token', async () => {
    expectNotFound(await t.call(null, 'GET', '/api/v1/nothing-here'));
    expectNotFound(await t.call(ADMIN, 'GET', '/api/v1/company/x/y/z/w'));
    expectNotFound(await t.call(ADMIN, 'PATCH', `/api/v1/company/${ids.company1}`));
    expectNotFound(await t.call(ADMIN, 'POST', '/api/v1/user/me'));
  });

  it('answers 400, not 500, for an invalid uuid in any path parameter', async () => {
    const c = ids.company1;
    const f = ids.farms['Hardanger Fjord Site'];
    const cases: [string, string, string, unknown?][] = [
      ['GET', '/api/v1/company/123', 'id'],
      ['PUT', '/api/v1/company/not-a-uuid', 'id', { name: 'X' }],
      ['DELETE', `/api/v1/company/${c}x`, 'id'],
      ['GET', '/api/v1/company/abc/user', 'id'],
      ['GET', `/api/v1/company/${c}/user/abc`, 'userId'],
      ['PUT', `/api/v1/company/${c}/user/abc/farms`, 'userId', { farmExtIds: [] }],
      ['PUT', `/api/v1/company/${c}/user/abc/roles`, 'userId', []],
      ['GET', `/api/v1/company/${c}/farm/abc`, 'farmId'],
      ['GET', `/api/v1/company/${c}/farm/abc/user`, 'farmId'],
      ['DELETE', `/api/v1/company/${c}/farm/${f}/user/abc`, 'userId'],
      ['GET', `/api/v1/company/${c}/farm/abc/survey`, 'farmId'],
      ['GET', '/api/v1/user/abc/farm', 'userId'],
      ['PUT', `/admin/api/v1/company/${c}/user/abc/roles`, 'userId', []],
      ['POST', `/api/v1/company/${c}'--/farm`, 'id', { name: 'X' }],
    ];
    for (const [method, url, field, body] of cases) expectInvalid(await t.call(ADMIN, method, url, body), field, messages.invalidId);
  });

  it('serves GET /health with the database state', async () => {
    const res = await t.call(null, 'GET', '/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'UP', database: dbKind });
  });

  it('serves the OpenAPI UI at /docs and the routes at /docs/json', async () => {
    const ui = await t.call(null, 'GET', '/docs');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('swagger-ui');
    const spec = (await t.call(null, 'GET', '/docs/json')).json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(spec.openapi).toMatch(/^3\./);
    const expected: Record<string, string[]> = {
      '/api/v1/user/me': ['get'],
      '/api/v1/user/{userId}/farm': ['get'],
      '/api/v1/company': ['get', 'post'],
      '/api/v1/company/{id}': ['get', 'put', 'delete'],
      '/api/v1/company/{id}/user': ['get', 'post'],
      '/api/v1/company/{id}/user-ac': ['post'],
      '/api/v1/company/{id}/user/{userId}': ['get', 'put', 'delete'],
      '/api/v1/company/{id}/user/{userId}/farms': ['put'],
      '/api/v1/company/{id}/user/{userId}/roles': ['put'],
      '/api/v1/company/{id}/farm': ['get', 'post'],
      '/api/v1/company/{id}/farm-ac': ['post'],
      '/api/v1/company/{id}/farm/locations': ['get'],
      '/api/v1/company/{id}/farm/{farmId}': ['get', 'put', 'delete'],
      '/api/v1/company/{id}/farm/{farmId}/user': ['get', 'post'],
      '/api/v1/company/{id}/farm/{farmId}/user/{userId}': ['delete'],
      '/api/v1/company/{id}/farm/{farmId}/survey': ['get'],
      '/api/v1/contact': ['post'],
      '/admin/api/v1/audit/log': ['post'],
      '/admin/api/v1/company/{id}/user/{userId}/roles': ['put'],
      '/admin/api/v1/roles': ['get'],
      '/health': ['get'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(spec.paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
  });
});

describe('/admin/api/v1', () => {
  const c = () => ids.company1;
  const calls = (): [string, string, unknown?][] => [
    ['POST', '/admin/api/v1/audit/log', {}],
    ['GET', '/admin/api/v1/roles'],
    ['PUT', `/admin/api/v1/company/${c()}/user/${ids.users[FARMER]}/roles`, ['ROLE_FARMER']],
    ['GET', '/admin/api/v1/audit/log'],
    ['GET', '/admin/api/v1/no-such-thing'],
    ['DELETE', `/admin/api/v1/company/${c()}`],
  ];

  it('answers 403 to every non-admin for everything under it, and 401 without a token', async () => {
    for (const email of [COMPANY, AUDITOR, MANAGER, FARMER, VIEWER, OTHER]) {
      for (const [method, url, body] of calls()) await expectRejected(t, () => t.call(email, method, url, body), 403, messages.forbidden);
    }
    for (const [method, url, body] of calls()) expectUnauthorized(await t.call(null, method, url, body));
  });

  it('answers an admin normally, 404 for unknown paths', async () => {
    expect((await t.call(ADMIN, 'GET', '/admin/api/v1/roles')).statusCode).toBe(200);
    expectNotFound(await t.call(ADMIN, 'GET', '/admin/api/v1/no-such-thing'));
  });
});

describe('the ROLE_ADMIN rule', () => {
  it('lets a company user set other roles but not touch ROLE_ADMIN or an admin account', async () => {
    const roles = (email: string) => `/api/v1/company/${ids.company1}/user/${ids.users[email]}/roles`;
    expect((await t.call(COMPANY, 'PUT', roles(VIEWER), ['ROLE_ADJUSTER'])).json()).toEqual(['ROLE_ADJUSTER']);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', roles(VIEWER), ['ROLE_ADJUSTER', 'ROLE_ADMIN']), 403, messages.adminOnly);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', roles(ADMIN), []), 403, messages.adminOnly);
    const admin = `/api/v1/company/${ids.company1}/user/${ids.users[ADMIN]}`;
    await expectRejected(t, () => t.call(COMPANY, 'PUT', admin, { fullName: 'Ada', email: 'mine@example.com' }), 403, messages.adminOnly);
    await expectRejected(t, () => t.call(COMPANY, 'DELETE', admin), 403, messages.adminOnly);
    expectForbidden(await t.call(MANAGER, 'PUT', roles(VIEWER), ['ROLE_USER']));
    expect((await t.call(ADMIN, 'PUT', roles(VIEWER), ['ROLE_ADMIN'])).json()).toEqual(['ROLE_ADMIN']);
  });
});
