import { describe, expect, it } from 'vitest';
import { lastActivity } from '../../../test/test-app.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { expectError, expectForbidden, expectRejected, expectUnauthorized, messages, MISSING_ID } from '../../../test/api-assertions.ts';
import { expectLogged } from '../../../test/activity-assertions.ts';
import { ADMIN, AUDITOR, AURORA, COMPANY, FARMER, MANAGER, OTHER, VIEWER } from '../../../test/demo-users.ts';

const { t, ids } = demoAppPerFile();

const rolesUrl = (email: string, prefix = '/api/v1', company = ids.company1) =>
  `${prefix}/company/${company}/user/${ids.users[email]}/roles`;
const authorities = async (email: string) => (await t.call(email, 'GET', '/api/v1/user/me')).json().authorities;

describe('PUT /api/v1/company/{id}/user/{userId}/roles', () => {
  it('lets a company user set roles other than ADMIN; the new roles apply at once', async () => {
    const res = await t.call(COMPANY, 'PUT', rolesUrl(FARMER), ['ROLE_SURVEYOR', 'ROLE_FARMER', 'ROLE_SURVEYOR']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['ROLE_FARMER', 'ROLE_SURVEYOR']);
    expect(await authorities(FARMER)).toEqual(['ROLE_FARMER', 'ROLE_SURVEYOR']);
    const entry = await expectLogged(t, COMPANY, 'UPDATE_USER', ['USER', FARMER, ids.users[FARMER]], AURORA);
    expect(entry.changes).toEqual({ roles: [['ROLE_FARMER'], ['ROLE_FARMER', 'ROLE_SURVEYOR']] });
  });

  it('grants only the known roles: an invented one is refused (400), whoever asks, writing nothing', async () => {
    for (const who of [COMPANY, ADMIN]) {
      for (const invented of ['ROLE_SUPERUSER', 'ROLE_INSPECTOR']) {
        await expectRejected(t, () => t.call(who, 'PUT', rolesUrl(VIEWER), [invented, 'ROLE_USER']), 400, messages.invalidRole, {
          roles: messages.invalidRole,
        });
      }
    }
    await expectRejected(t, () => t.call(ADMIN, 'PUT', rolesUrl(VIEWER, '/admin/api/v1'), ['ROLE_SUPERUSER']), 400, messages.invalidRole, {
      roles: messages.invalidRole,
    });
    expect(await authorities(VIEWER)).toEqual(['ROLE_UNDERWRITER', 'ROLE_USER']);
  });

  it('keeps a role outside the known ones that the user already holds (docs/requirements.md#core-3: others may exist), and takes an empty list', async () => {
    await t.database.db
      .insertInto('userRoles')
      .values({
        userId: (await t.database.db.selectFrom('users').select('id').where('email', '=', VIEWER).executeTakeFirstOrThrow()).id,
        role: 'ROLE_INSPECTOR',
      })
      .execute();
    expect((await t.call(COMPANY, 'PUT', rolesUrl(VIEWER), ['ROLE_INSPECTOR', 'ROLE_USER'])).json()).toEqual([
      'ROLE_INSPECTOR',
      'ROLE_USER',
    ]);
    expect((await t.call(COMPANY, 'PUT', rolesUrl(VIEWER), [])).json()).toEqual([]);
    expect(await authorities(VIEWER)).toEqual([]);
    // Once removed, it is no longer held, so it cannot come back.
    await expectRejected(t, () => t.call(COMPANY, 'PUT', rolesUrl(VIEWER), ['ROLE_INSPECTOR']), 400, messages.invalidRole, {
      roles: messages.invalidRole,
    });
  });

  it('needs an admin to grant or remove ROLE_ADMIN (403), writing nothing', async () => {
    await expectRejected(t, () => t.call(COMPANY, 'PUT', rolesUrl(MANAGER), ['ROLE_MANAGER', 'ROLE_ADMIN']), 403, messages.adminOnly);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', rolesUrl(COMPANY), ['ROLE_COMPANY', 'ROLE_ADMIN']), 403, messages.adminOnly);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', rolesUrl(ADMIN), ['ROLE_USER']), 403, messages.adminOnly);
    expect(await authorities(MANAGER)).toEqual(['ROLE_MANAGER']);
  });

  it("does not let a non-admin touch an admin's other roles either (403)", async () => {
    await expectRejected(t, () => t.call(COMPANY, 'PUT', rolesUrl(ADMIN), ['ROLE_ADMIN', 'ROLE_COMPANY']), 403, messages.adminOnly);
    expect(await authorities(ADMIN)).toEqual(['ROLE_ADMIN']);
  });

  it('lets an admin grant and remove ROLE_ADMIN', async () => {
    expect((await t.call(ADMIN, 'PUT', rolesUrl(MANAGER), ['ROLE_ADMIN', 'ROLE_MANAGER'])).json()).toEqual(['ROLE_ADMIN', 'ROLE_MANAGER']);
    expect((await t.call(MANAGER, 'GET', `/api/v1/company/${ids.company2}`)).statusCode).toBe(200);
    expect((await lastActivity(t))[0]!.changes).toEqual({ roles: [['ROLE_MANAGER'], ['ROLE_ADMIN', 'ROLE_MANAGER']] });
    expect((await t.call(ADMIN, 'PUT', rolesUrl(MANAGER), ['ROLE_MANAGER'])).json()).toEqual(['ROLE_MANAGER']);
    expectError(await t.call(MANAGER, 'GET', `/api/v1/company/${ids.company2}`), 404, messages.notFound);
  });

  it('answers 403 without the capability, 404 across companies, 401 without a token, writing nothing', async () => {
    for (const email of [AUDITOR, MANAGER, FARMER, VIEWER])
      await expectRejected(t, () => t.call(email, 'PUT', rolesUrl(MANAGER), ['ROLE_COMPANY']), 403, messages.forbidden);
    await expectRejected(t, () => t.call(OTHER, 'PUT', rolesUrl(MANAGER), ['ROLE_USER']), 404, messages.notFound);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', rolesUrl(OTHER), ['ROLE_USER']), 404, messages.notFound);
    await expectRejected(
      t,
      () => t.call(COMPANY, 'PUT', rolesUrl(MANAGER, '/api/v1', ids.company2), ['ROLE_USER']),
      404,
      messages.notFound,
    );
    await expectRejected(
      t,
      () => t.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}/user/${MISSING_ID}/roles`, ['ROLE_USER']),
      404,
      messages.notFound,
    );
    expectUnauthorized(await t.call(null, 'PUT', rolesUrl(MANAGER), ['ROLE_USER']));
  });

  it('validates the list of role names, writing nothing', async () => {
    await expectRejected(t, () => t.call(COMPANY, 'PUT', rolesUrl(MANAGER), ['manager']), 400, 'Not a valid role', {
      0: 'Not a valid role',
    });
    await expectRejected(
      t,
      () => t.call(COMPANY, 'PUT', rolesUrl(MANAGER), ['ROLE_USER', `ROLE_${'X'.repeat(64)}`]),
      400,
      'Not a valid role',
      { 1: 'Not a valid role' },
    );
    await expectRejected(t, () => t.call(COMPANY, 'PUT', rolesUrl(MANAGER), { roles: ['ROLE_USER'] }), 400);
    await expectRejected(
      t,
      () =>
        t.call(
          COMPANY,
          'PUT',
          rolesUrl(MANAGER),
          Array.from({ length: 21 }, (_, i) => `ROLE_R${'X'.repeat(i)}`),
        ),
      400,
    );
  });
});

describe('PUT /admin/api/v1/company/{id}/user/{userId}/roles and GET /admin/api/v1/roles', () => {
  it('lets an admin set any roles in any company', async () => {
    const res = await t.call(ADMIN, 'PUT', rolesUrl(OTHER, '/admin/api/v1', ids.company2), ['ROLE_ADMIN', 'ROLE_COMPANY']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['ROLE_ADMIN', 'ROLE_COMPANY']);
    expect((await lastActivity(t))[0]).toMatchObject({
      actorEmail: ADMIN,
      targetName: OTHER,
      companyName: 'Pacific Shellfish Co',
      changes: { roles: [['ROLE_COMPANY'], ['ROLE_ADMIN', 'ROLE_COMPANY']] },
    });
    expect((await t.call(ADMIN, 'PUT', rolesUrl(OTHER, '/admin/api/v1', ids.company2), ['ROLE_COMPANY'])).statusCode).toBe(200);
  });

  it('lists the known roles for an admin', async () => {
    const res = await t.call(ADMIN, 'GET', '/admin/api/v1/roles');
    expect(res.statusCode).toBe(200);
    expect([...res.json()].sort()).toEqual([
      'ROLE_ADJUSTER',
      'ROLE_ADMIN',
      'ROLE_COMPANY',
      'ROLE_FARMER',
      'ROLE_MANAGER',
      'ROLE_SURVEYOR',
      'ROLE_UNDERWRITER',
      'ROLE_USER',
    ]);
  });

  it('answers 403 to every non-admin, even for roles a company user may set elsewhere', async () => {
    for (const email of [COMPANY, AUDITOR, MANAGER, FARMER, VIEWER, OTHER]) {
      await expectRejected(
        t,
        () => t.call(email, 'PUT', rolesUrl(FARMER, '/admin/api/v1'), ['ROLE_FARMER', 'ROLE_USER']),
        403,
        messages.forbidden,
      );
      expectForbidden(await t.call(email, 'GET', '/admin/api/v1/roles'));
    }
    expectUnauthorized(await t.call(null, 'GET', '/admin/api/v1/roles'));
    expectUnauthorized(await t.call(null, 'PUT', rolesUrl(FARMER, '/admin/api/v1'), ['ROLE_USER']));
  });
});
