import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus, type ErrorCode } from '@aquarisk/contract/error-codes';
import { refusalMessages, serverMessages, validationMessages } from '@aquarisk/contract/messages';
import { errorBodySchema } from '@aquarisk/contract/schemas/error.schema';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, COMPANY, MANAGER } from '../../test/demo-users.ts';
import { CLIENT_AUTH, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ids: Awaited<ReturnType<TestApp['ids']>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await t.ids();
});
afterAll(() => t.close());

/** The body parses with the contract's schema, and its code is the one expected with the code's own status. */
function expectCode(res: LightMyRequestResponse, code: ErrorCode, message?: string) {
  expect(res.statusCode, res.body).toBe(errorStatus[code]);
  const body = errorBodySchema.parse(res.json());
  expect(body.code).toBe(code);
  expect(body.status).toBe(errorStatus[code]);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

const token = (fields: Record<string, string>, authorization = CLIENT_AUTH, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('every error body carries a stable code beside its message (issue 23 item 4)', () => {
  it('400: a refused field is VALIDATION with its message and details; a malformed body is BAD_REQUEST', async () => {
    const farmUsers = `/api/v1/company/${ids.company1}/farm/${ids.farms['Hardanger Fjord Site']}/user`;
    const body = expectCode(await t.call(COMPANY, 'POST', farmUsers, {}), 'VALIDATION', validationMessages.emailRequired);
    expect(body.details).toEqual({ email: validationMessages.emailRequired });
    expectCode(await t.call(COMPANY, 'GET', '/api/v1/company/not-a-uuid'), 'VALIDATION', 'Not a valid id');
    const malformed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/company/${ids.company1}`,
      headers: { authorization: `Bearer ${await t.token(ADMIN)}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectCode(malformed, 'BAD_REQUEST', serverMessages.badRequest);
  });

  it('401: no token is UNAUTHORIZED; the token endpoint says INVALID_CLIENT, INVALID_GRANT or SESSION_EXPIRED', async () => {
    expectCode(await t.app.inject({ url: '/api/v1/user/me' }), 'UNAUTHORIZED', serverMessages.unauthorized);
    const badClient = await token({ grant_type: 'password', username: ADMIN, password: 'x' }, 'Basic eDp5');
    expect(expectCode(badClient, 'INVALID_CLIENT')).toMatchObject({ error: 'invalid_client' });
    const wrong = await token({ grant_type: 'password', username: ADMIN, password: 'wrong-password' });
    expect(expectCode(wrong, 'INVALID_GRANT', validationMessages.signInFailed)).toMatchObject({ error: 'invalid_grant' });
    const stale = await token({ grant_type: 'refresh_token', refresh_token: 'no-such-token' });
    const refused = expectCode(stale, 'SESSION_EXPIRED', refusalMessages.invalidRefreshToken);
    // RFC 6749 §5.2 stays as it was beside the code.
    expect(stale.json()).toMatchObject({ error: 'invalid_grant', error_description: refused.message });
    expectCode(await token({ grant_type: 'client_credentials' }), 'UNSUPPORTED_GRANT_TYPE');
    expectCode(await token({}), 'INVALID_REQUEST', refusalMessages.grantTypeRequired);
  });

  it('403 and 404: a capability refused is FORBIDDEN, a role rule ROLE_REQUIRED, another company NOT_FOUND', async () => {
    expectCode(await t.call(MANAGER, 'DELETE', `/api/v1/company/${ids.company1}/farm/${ids.farms['Hardanger Fjord Site']}`), 'FORBIDDEN');
    const roles = `/api/v1/company/${ids.company1}/user/${ids.users[MANAGER]}/roles`;
    expectCode(await t.call(COMPANY, 'PUT', roles, ['ROLE_ADMIN']), 'ROLE_REQUIRED', serverMessages.adminRoleOnlyByAdmin);
    expectCode(await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company2}`), 'NOT_FOUND', serverMessages.notFound);
    expectCode(await t.call(COMPANY, 'GET', '/admin/api/v1/template'), 'FORBIDDEN');
  });

  it('409: a name or membership taken is ALREADY_EXISTS', async () => {
    const farmUsers = `/api/v1/company/${ids.company1}/farm/${ids.farms['Hardanger Fjord Site']}/user`;
    expectCode(await t.call(COMPANY, 'POST', farmUsers, { email: MANAGER }), 'ALREADY_EXISTS', serverMessages.alreadyAssigned);
  });

  it('429: too many sign-ins is RATE_LIMITED', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGNIN_PER_MINUTE: '1' });
    try {
      const attempt = () => token({ grant_type: 'password', username: 'x@example.com', password: 'y' }, CLIENT_AUTH, limited.app);
      expectCode(await attempt(), 'INVALID_GRANT');
      expectCode(await attempt(), 'RATE_LIMITED', serverMessages.tooManyRequests);
    } finally {
      await limited.close();
    }
  });
});

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> };

describe('every route declares its error answers with the contract error body', () => {
  it('lists 400 on every operation, 401/403/404 behind sign-in, each with the code property', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const expected = ['400'];
        const signedIn =
          (path.startsWith('/api/v1/') && !/oauth|password|contact|settings|media\/file|health|sso\/(start|complete)/.test(path)) ||
          path.startsWith('/admin/');
        if (signedIn) expected.push('401', '403', '404');
        for (const status of expected) {
          const schema = Object.values(op.responses?.[status]?.content ?? {})[0]?.schema;
          if (!schema?.properties?.['code']) problems.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
