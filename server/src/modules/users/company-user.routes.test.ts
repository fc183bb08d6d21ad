import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_AUTH, lastActivity } from '../../../test/test-app.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import {
  expectError,
  expectInvalid,
  expectNotFound,
  expectRejected,
  expectUnauthorized,
  messages,
  MISSING_ID,
  UUID,
} from '../../../test/api-assertions.ts';
import { expectLogged } from '../../../test/activity-assertions.ts';
import { ADMIN, AUDITOR, AURORA, COMPANY, FARMER, MANAGER, OTHER, PACIFIC, VIEWER } from '../../../test/demo-users.ts';

const { t, ids } = demoAppPerFile();
let users: string;
beforeAll(() => {
  users = `/api/v1/company/${ids.company1}/user`;
});

describe('GET /company/{id}/user', () => {
  it('lists the members by name with roles and farm counts', async () => {
    const res = await t.call(COMPANY, 'GET', users);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ user: { email: string; fullName: string }; roles: string[]; farmCount: number }[]>();
    expect(list.map((u) => [u.user.fullName, u.roles, u.farmCount])).toEqual([
      ['Ada Admin', ['ROLE_ADMIN'], 0],
      ['Astrid Auditor', ['ROLE_SURVEYOR'], 3],
      ['Colin Company', ['ROLE_COMPANY'], 0],
      ['Fiona Farmer', ['ROLE_FARMER'], 1],
      ['Magnus Manager', ['ROLE_MANAGER'], 2],
      ['Victor Viewer', ['ROLE_UNDERWRITER', 'ROLE_USER'], 2],
    ]);
    expect(list[4]!.user).toEqual({
      externalId: ids.users[MANAGER],
      fullName: 'Magnus Manager',
      email: MANAGER,
      username: MANAGER,
      phone: '+47 555 0103',
    });
    expect((await t.call(MANAGER, 'GET', users)).statusCode).toBe(200);
    expect(
      (await t.call(ADMIN, 'GET', `/api/v1/company/${ids.company2}/user`)).json().map((u: { user: { email: string } }) => u.user.email),
    ).toEqual([OTHER]);
  });

  it('answers 403 to members without the capability, 404 to other companies, 401 without a token', async () => {
    for (const email of [AUDITOR, FARMER, VIEWER]) expectError(await t.call(email, 'GET', users), 403, messages.forbidden);
    expectNotFound(await t.call(OTHER, 'GET', users));
    expectNotFound(await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company2}/user`));
    expectUnauthorized(await t.call(null, 'GET', users));
  });
});

describe('POST /company/{id}/user-ac', () => {
  const search = (as: string, name: unknown, company = ids.company1) => t.call(as, 'POST', `/api/v1/company/${company}/user-ac`, { name });

  it('finds members by name or e-mail, case-insensitively', async () => {
    const res = await search(COMPANY, 'MAGNUS');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { externalId: ids.users[MANAGER], name: `Magnus Manager (${MANAGER})`, fullName: 'Magnus Manager', email: MANAGER },
    ]);
    expect((await search(MANAGER, 'auditor@')).json().map((u: { email: string }) => u.email)).toEqual([AUDITOR]);
    expect((await search(COMPANY, '')).json()).toHaveLength(6);
    expect((await search(COMPANY, '%')).json()).toEqual([]);
    expect((await search(ADMIN, 'o', ids.company2)).json().map((u: { email: string }) => u.email)).toEqual([OTHER]);
  });

  it('never finds users of another company, and rejects bad input', async () => {
    expect((await search(COMPANY, 'olivia')).json()).toEqual([]);
    expectNotFound(await search(OTHER, 'magnus'));
    expectNotFound(await search(MANAGER, 'olivia', ids.company2));
    expectError(await search(COMPANY, 'x'.repeat(256)), 400, undefined);
    expectUnauthorized(await t.call(null, 'POST', `/api/v1/company/${ids.company1}/user-ac`, { name: 'a' }));
  });
});

describe('GET /company/{id}/user/{userId}', () => {
  it('returns a member with roles and farm count; anyone may read themselves', async () => {
    const res = await t.call(COMPANY, 'GET', `${users}/${ids.users[AUDITOR]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { externalId: ids.users[AUDITOR], fullName: 'Astrid Auditor', email: AUDITOR, username: AUDITOR, phone: '+47 555 0102' },
      roles: ['ROLE_SURVEYOR'],
      farmCount: 3,
    });
    expect((await t.call(FARMER, 'GET', `${users}/${ids.users[FARMER]}`)).json().user.email).toBe(FARMER);
  });

  it('answers 403 for another member without the capability, 404 outside the company, 400 for a bad id', async () => {
    expectError(await t.call(FARMER, 'GET', `${users}/${ids.users[MANAGER]}`), 403, messages.forbidden);
    expectNotFound(await t.call(OTHER, 'GET', `${users}/${ids.users[MANAGER]}`));
    expectNotFound(await t.call(OTHER, 'GET', `${users}/${ids.users[OTHER]}`));
    expectNotFound(await t.call(COMPANY, 'GET', `${users}/${ids.users[OTHER]}`));
    expectNotFound(await t.call(COMPANY, 'GET', `${users}/${MISSING_ID}`));
    expectError(await t.call(COMPANY, 'GET', `${users}/nope`), 400, messages.invalidId, { userId: messages.invalidId });
    expectUnauthorized(await t.call(null, 'GET', `${users}/${ids.users[MANAGER]}`));
  });
});

describe('POST /company/{id}/user', () => {
  it('creates a user with a welcome link, lower-cases the e-mail and logs ADD', async () => {
    const res = await t.call(COMPANY, 'POST', users, {
      fullName: ' Nina New ',
      email: 'Nina.New@Example.com',
      phone: '',
      roles: ['ROLE_MANAGER', 'ROLE_FARMER'],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      user: {
        externalId: expect.stringMatching(UUID),
        fullName: 'Nina New',
        email: 'nina.new@example.com',
        username: 'nina.new@example.com',
        phone: null,
      },
      roles: ['ROLE_FARMER', 'ROLE_MANAGER'],
      farmCount: 0,
    });
    const entry = await expectLogged(t, COMPANY, 'ADD', ['USER', 'nina.new@example.com', created.user.externalId], AURORA);
    expect(entry.changes).toEqual({
      fullName: [null, 'Nina New'],
      email: [null, 'nina.new@example.com'],
      roles: [null, ['ROLE_MANAGER', 'ROLE_FARMER']],
    });
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('toAddress', '=', 'nina.new@example.com')
      .executeTakeFirstOrThrow();
    const guid = /http:\/\/aquarisk\.test\/reset\/([\w-]+)/.exec(mail.body)?.[1];
    expect(guid).toBeDefined();
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/change',
      headers: { authorization: CLIENT_AUTH },
      payload: { clid: guid, password: 'welcome-password-1' },
    });
    expect(change.statusCode).toBe(200);
    const listed = (await t.call(MANAGER, 'GET', users)).json().map((u: { user: { email: string } }) => u.user.email);
    expect(listed).toContain('nina.new@example.com');
  });

  it('gives ROLE_USER when no roles are sent; an admin may grant ROLE_ADMIN', async () => {
    expect((await t.call(COMPANY, 'POST', users, { fullName: 'Uma User', email: 'uma@example.com' })).json().roles).toEqual(['ROLE_USER']);
    expect(
      (await t.call(ADMIN, 'POST', users, { fullName: 'Ari Admin', email: 'ari@example.com', roles: ['ROLE_ADMIN'] })).json().roles,
    ).toEqual(['ROLE_ADMIN']);
  });

  it("validates with the user form's messages, writing nothing", async () => {
    const base = { fullName: 'Val Id', email: 'val@example.com' };
    const cases: [object, string, string][] = [
      [{ fullName: 'Val Id' }, 'email', 'Email is required'],
      [{ ...base, email: '' }, 'email', 'Email is required'],
      [{ ...base, email: 'not-an-email' }, 'email', 'Email is not valid'],
      [{ ...base, email: 'two words@example.com' }, 'email', 'Email is not valid'],
      [{ ...base, email: `${'a'.repeat(250)}@example.com` }, 'email', 'Email is not valid'],
      [{ email: 'val@example.com' }, 'fullName', 'Full name is required'],
      [{ ...base, fullName: ' ' }, 'fullName', 'Full name is required'],
    ];
    for (const [body, field, message] of cases)
      await expectRejected(t, () => t.call(COMPANY, 'POST', users, body), 400, message, { [field]: message });
    await expectRejected(t, () => t.call(COMPANY, 'POST', users, { ...base, roles: ['admin'] }), 400);
    await expectRejected(t, () => t.call(COMPANY, 'POST', users, { ...base, roles: [`ROLE_${'X'.repeat(70)}`] }), 400);
    for (const who of [COMPANY, ADMIN]) {
      await expectRejected(
        t,
        () => t.call(who, 'POST', users, { ...base, roles: ['ROLE_USER', 'ROLE_SUPERUSER'] }),
        400,
        messages.invalidRole,
        { roles: messages.invalidRole },
      );
    }
  });

  it('refuses ROLE_ADMIN from a non-admin, duplicates, wrong roles and other companies, writing nothing', async () => {
    await expectRejected(
      t,
      () => t.call(COMPANY, 'POST', users, { fullName: 'Eve', email: 'eve@example.com', roles: ['ROLE_ADMIN'] }),
      403,
      messages.adminOnly,
    );
    await expectRejected(
      t,
      () => t.call(COMPANY, 'POST', users, { fullName: 'Fiona', email: 'FARMER@example.com' }),
      409,
      'A user with this e-mail already exists in this company.',
      { email: 'A user with this e-mail already exists in this company.' },
    );
    for (const email of [AUDITOR, MANAGER, FARMER, VIEWER]) {
      await expectRejected(t, () => t.call(email, 'POST', users, { fullName: 'Eve', email: 'eve@example.com' }), 403, messages.forbidden);
    }
    await expectRejected(t, () => t.call(OTHER, 'POST', users, { fullName: 'Eve', email: 'eve@example.com' }), 404, messages.notFound);
    expectUnauthorized(await t.call(null, 'POST', users, { fullName: 'Eve', email: 'eve@example.com' }));
    expectInvalid(
      await t.call(COMPANY, 'POST', `/api/v1/company/xyz/user`, { fullName: 'Eve', email: 'eve@example.com' }),
      'id',
      messages.invalidId,
    );
  });

  it("does not let a company user pull another company's account into theirs (409), writing nothing", async () => {
    await expectRejected(
      t,
      () => t.call(OTHER, 'POST', `/api/v1/company/${ids.company2}/user`, { fullName: 'Colin', email: COMPANY }),
      409,
      'A user with this e-mail already belongs to another company. Ask an administrator to add them.',
      { email: 'A user with this e-mail already belongs to another company. Ask an administrator to add them.' },
    );
  });
  it('lets an admin add an existing account of another company, which then sees both companies', async () => {
    const res = await t.call(ADMIN, 'POST', users, { fullName: 'ignored', email: OTHER });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { externalId: ids.users[OTHER], fullName: 'Olivia Other' },
      roles: ['ROLE_COMPANY'],
      farmCount: 0,
    });
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({
      method: 'ADD_USER',
      target: 'COMPANY_USER',
      targetName: OTHER,
      targetExtId: ids.users[OTHER],
      companyName: AURORA,
      changes: { company: [null, AURORA] },
    });
    expect((await t.call(OTHER, 'GET', '/api/v1/company')).json().map((c: { name: string }) => c.name)).toEqual([AURORA, PACIFIC]);
  });
});
