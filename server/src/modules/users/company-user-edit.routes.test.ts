import { beforeAll, describe, expect, it } from 'vitest';
import { lastActivity } from '../../../test/test-app.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { expectError, expectNotFound, expectRejected, expectUnauthorized, messages, MISSING_ID } from '../../../test/api-assertions.ts';
import { expectLogged } from '../../../test/activity-assertions.ts';
import { ADMIN, AUDITOR, AURORA, COMPANY, FARMER, MANAGER, OTHER, PACIFIC, VIEWER } from '../../../test/demo-users.ts';

const { t, ids } = demoAppPerFile();
let users: string;
const sharedOnly = 'This user also belongs to another company. Only an administrator can change their profile or roles.';
beforeAll(() => {
  users = `/api/v1/company/${ids.company1}/user`;
});

const farmNames = async (email: string) =>
  (await t.call(ADMIN, 'GET', `/api/v1/user/${ids.users[email]}/farm`)).json().map((f: { name: string }) => f.name);

describe('PUT /company/{id}/user/{userId}', () => {
  it('updates the profile, keeps username equal to the e-mail and logs the diffs', async () => {
    const res = await t.call(COMPANY, 'PUT', `${users}/${ids.users[FARMER]}`, {
      fullName: 'Fiona F. Farmer',
      email: 'Fiona@Example.com',
      phone: '+47 555 0104',
      roles: ['ROLE_ADMIN'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        externalId: ids.users[FARMER],
        fullName: 'Fiona F. Farmer',
        email: 'fiona@example.com',
        username: 'fiona@example.com',
        phone: '+47 555 0104',
      },
      roles: ['ROLE_FARMER'],
    });
    const entry = await expectLogged(t, COMPANY, 'UPDATE', ['USER', 'fiona@example.com', ids.users[FARMER]], AURORA);
    expect(entry.changes).toEqual({
      fullName: ['Fiona Farmer', 'Fiona F. Farmer'],
      email: [FARMER, 'fiona@example.com'],
      phone: [null, '+47 555 0104'],
    });
    const me = (await t.call('fiona@example.com', 'GET', '/api/v1/user/me')).json();
    expect(me).toMatchObject({ email: 'fiona@example.com', username: 'fiona@example.com', authorities: ['ROLE_FARMER'] });
    // Put the demo account back for the tests below.
    expect((await t.call(ADMIN, 'PUT', `${users}/${ids.users[FARMER]}`, { fullName: 'Fiona Farmer', email: FARMER })).statusCode).toBe(200);
  });

  it('validates, refuses a taken e-mail, and writes nothing', async () => {
    const url = `${users}/${ids.users[VIEWER]}`;
    await expectRejected(
      t,
      () => t.call(COMPANY, 'PUT', url, { fullName: 'V', email: MANAGER }),
      409,
      'A user with this e-mail already exists in this company.',
    );
    await expectRejected(t, () => t.call(COMPANY, 'PUT', url, { fullName: 'V', email: OTHER }), 409);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', url, { fullName: 'V' }), 400, 'Email is required', { email: 'Email is required' });
    await expectRejected(t, () => t.call(COMPANY, 'PUT', url, { fullName: 'V', email: 'v@' }), 400, 'Email is not valid', {
      email: 'Email is not valid',
    });
    await expectRejected(t, () => t.call(COMPANY, 'PUT', url, { fullName: '', email: VIEWER }), 400, 'Full name is required', {
      fullName: 'Full name is required',
    });
  });

  it('answers 403 without the capability or for an admin target, 404 elsewhere, writing nothing', async () => {
    const body = { fullName: 'Taken Over', email: 'attacker@example.com' };
    for (const email of [AUDITOR, MANAGER, FARMER, VIEWER])
      await expectRejected(t, () => t.call(email, 'PUT', `${users}/${ids.users[VIEWER]}`, body), 403, messages.forbidden);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', `${users}/${ids.users[ADMIN]}`, body), 403, messages.adminOnly);
    await expectRejected(t, () => t.call(OTHER, 'PUT', `${users}/${ids.users[VIEWER]}`, body), 404, messages.notFound);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', `${users}/${ids.users[OTHER]}`, body), 404, messages.notFound);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', `${users}/${MISSING_ID}`, body), 404, messages.notFound);
    expectUnauthorized(await t.call(null, 'PUT', `${users}/${ids.users[VIEWER]}`, body));
    expect((await t.call(ADMIN, 'PUT', `${users}/${ids.users[ADMIN]}`, { fullName: 'Ada A. Admin', email: ADMIN })).statusCode).toBe(200);
  });
});

describe('PUT /company/{id}/user/{userId}/farms', () => {
  const farmsUrl = (email: string, company = ids.company1) => `/api/v1/company/${company}/user/${ids.users[email]}/farms`;

  it("replaces the user's farms of this company and logs the names", async () => {
    const farmExtIds = [ids.farms['Lofoten North']!, ids.farms['Loch Creran']!, ids.farms['Loch Creran']!];
    const res = await t.call(COMPANY, 'PUT', farmsUrl(MANAGER), { farmExtIds });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ farmExtIds: [ids.farms['Lofoten North'], ids.farms['Loch Creran']] });
    expect(await farmNames(MANAGER)).toEqual(['Loch Creran', 'Lofoten North']);
    expect((await t.call(MANAGER, 'GET', `/api/v1/company/${ids.company1}/farm/${ids.farms['Hardanger Fjord Site']}`)).statusCode).toBe(
      404,
    );
    const entry = await expectLogged(t, COMPANY, 'UPDATE_USER', ['USER', MANAGER, ids.users[MANAGER]], AURORA);
    expect(entry.changes).toEqual({
      farms: [
        ['Hardanger Fjord Site', 'Lofoten North'],
        ['Loch Creran', 'Lofoten North'],
      ],
    });
    expect((await t.call(ADMIN, 'PUT', farmsUrl(MANAGER), { farmExtIds: [] })).statusCode).toBe(200);
    expect(await farmNames(MANAGER)).toEqual([]);
    expect((await lastActivity(t))[0]!.changes).toEqual({ farms: [['Loch Creran', 'Lofoten North'], []] });
  });

  it('refuses farms of another company, unknown ids and bad input, writing nothing', async () => {
    const unknown = 'Unknown farm in the list.';
    await expectRejected(
      t,
      () =>
        t.call(COMPANY, 'PUT', farmsUrl(MANAGER), { farmExtIds: [ids.farms['Hardanger Fjord Site'], ids.farms['Willapa Bay Oysters']] }),
      400,
      unknown,
      { farmExtIds: unknown },
    );
    await expectRejected(t, () => t.call(COMPANY, 'PUT', farmsUrl(MANAGER), { farmExtIds: [MISSING_ID] }), 400, unknown, {
      farmExtIds: unknown,
    });
    await expectRejected(t, () => t.call(COMPANY, 'PUT', farmsUrl(MANAGER), { farmExtIds: ['farm-1'] }), 400, messages.invalidId, {
      'farmExtIds.0': messages.invalidId,
    });
    await expectRejected(t, () => t.call(COMPANY, 'PUT', farmsUrl(MANAGER), {}), 400);
  });

  it('answers 403 without the capability, 404 across companies, 401 without a token', async () => {
    const body = { farmExtIds: [ids.farms['Bantry Bay Mussels']] };
    for (const email of [AUDITOR, MANAGER, FARMER, VIEWER])
      await expectRejected(t, () => t.call(email, 'PUT', farmsUrl(MANAGER), body), 403, messages.forbidden);
    await expectRejected(t, () => t.call(OTHER, 'PUT', farmsUrl(MANAGER), body), 404, messages.notFound);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', farmsUrl(OTHER, ids.company1), body), 404, messages.notFound);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', farmsUrl(MANAGER, ids.company2), body), 404, messages.notFound);
    expectUnauthorized(await t.call(null, 'PUT', farmsUrl(MANAGER), body));
  });
});

describe('DELETE /company/{id}/user/{userId}', () => {
  it('removes a sole-company user with their assignments and account; their token stops working', async () => {
    const token = await t.token(VIEWER);
    const res = await t.call(COMPANY, 'DELETE', `${users}/${ids.users[VIEWER]}`);
    expect(res.statusCode).toBe(204);
    const db = t.database.db;
    expect(await db.selectFrom('users').select('id').where('email', '=', VIEWER).execute()).toEqual([]);
    expect(
      (await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company1}/farm/${ids.farms['Loch Creran']}/user`))
        .json()
        .map((u: { email: string }) => u.email),
    ).toEqual([AUDITOR]);
    expectUnauthorized(await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } }));
    const entry = await expectLogged(t, COMPANY, 'DELETE_USER', ['COMPANY_USER', VIEWER, ids.users[VIEWER]], AURORA);
    expect(entry.changes).toEqual({ company: [AURORA, null], accountRemoved: [false, true] });
    expectNotFound(await t.call(COMPANY, 'GET', `${users}/${ids.users[VIEWER]}`));
  });

  it('refuses self-deletion (409), admin targets (403), missing capability (403) and other companies (404)', async () => {
    await expectRejected(t, () => t.call(COMPANY, 'DELETE', `${users}/${ids.users[COMPANY]}`), 409, 'You cannot delete your own account.');
    await expectRejected(t, () => t.call(COMPANY, 'DELETE', `${users}/${ids.users[ADMIN]}`), 403, messages.adminOnly);
    for (const email of [AUDITOR, MANAGER, FARMER])
      await expectRejected(t, () => t.call(email, 'DELETE', `${users}/${ids.users[FARMER]}`), 403, messages.forbidden);
    await expectRejected(t, () => t.call(OTHER, 'DELETE', `${users}/${ids.users[FARMER]}`), 404, messages.notFound);
    await expectRejected(t, () => t.call(COMPANY, 'DELETE', `${users}/${ids.users[OTHER]}`), 404, messages.notFound);
    await expectRejected(t, () => t.call(COMPANY, 'DELETE', `${users}/${MISSING_ID}`), 404, messages.notFound);
    expectUnauthorized(await t.call(null, 'DELETE', `${users}/${ids.users[FARMER]}`));
  });
});

describe('a user shared by two companies', () => {
  it('can be taken off one company by it, keeping the account and the other membership', async () => {
    expect((await t.call(ADMIN, 'POST', `/api/v1/company/${ids.company2}/user`, { fullName: 'x', email: AUDITOR })).statusCode).toBe(201);
    const res = await t.call(OTHER, 'DELETE', `/api/v1/company/${ids.company2}/user/${ids.users[AUDITOR]}`);
    expect(res.statusCode).toBe(204);
    expect((await lastActivity(t))[0]).toMatchObject({
      companyName: PACIFIC,
      targetName: AUDITOR,
      changes: { company: [PACIFIC, null], accountRemoved: [false, false] },
    });
    expect((await t.call(AUDITOR, 'GET', '/api/v1/company')).json().map((c: { name: string }) => c.name)).toEqual([AURORA]);
    expect(await farmNames(AUDITOR)).toEqual(['Chiloé Sur', 'Hardanger Fjord Site', 'Loch Creran']);
  });

  it("cannot have their e-mail or roles changed by the other company's user (403), writing nothing", async () => {
    expect((await t.call(ADMIN, 'POST', `/api/v1/company/${ids.company2}/user`, { fullName: 'x', email: MANAGER })).statusCode).toBe(201);
    const pacificUser = `/api/v1/company/${ids.company2}/user/${ids.users[MANAGER]}`;
    await expectRejected(
      t,
      () => t.call(OTHER, 'PUT', pacificUser, { fullName: 'Magnus Manager', email: 'attacker@example.com' }),
      403,
      sharedOnly,
    );
    await expectRejected(t, () => t.call(OTHER, 'PUT', `${pacificUser}/roles`, ['ROLE_COMPANY']), 403, sharedOnly);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', `${users}/${ids.users[MANAGER]}/roles`, ['ROLE_COMPANY']), 403, sharedOnly);
    // Assigning farms touches only the caller's company.
    expect((await t.call(OTHER, 'PUT', `${pacificUser}/farms`, { farmExtIds: [ids.farms['Marlborough Sounds Lines']] })).statusCode).toBe(
      200,
    );
    expect((await t.call(ADMIN, 'PUT', pacificUser, { fullName: 'Magnus M. Manager', email: MANAGER })).statusCode).toBe(200);
    expectError(
      await t.call(MANAGER, 'GET', `/api/v1/company/${ids.company2}/farm/${ids.farms['Willapa Bay Oysters']}`),
      404,
      messages.notFound,
    );
  });
});
