import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { expectError, expectNotFound, expectUnauthorized, messages, MISSING_ID } from '../../../test/api-assertions.ts';
import { ADMIN, AUDITOR, AURORA, COMPANY, FARMER, MANAGER, OTHER, PACIFIC, VIEWER } from '../../../test/demo-users.ts';

const { t, ids } = demoAppPerFile();

const farmNames = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((f) => f.name);

describe('GET /user/me', () => {
  it('returns the current user with authorities and the first company as current', async () => {
    const res = await t.call(VIEWER, 'GET', '/api/v1/user/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authorities: ['ROLE_UNDERWRITER', 'ROLE_USER'],
      email: VIEWER,
      externalId: ids.users[VIEWER],
      fullName: 'Victor Viewer',
      username: VIEWER,
      phone: null,
      currentCompany: { externalId: ids.company1, name: AURORA },
    });
  });

  it('gives every demo user their own roles and company', async () => {
    const expected: [string, string[], string, string | null][] = [
      [ADMIN, ['ROLE_ADMIN'], AURORA, '+47 555 0100'],
      [COMPANY, ['ROLE_COMPANY'], AURORA, '+47 555 0101'],
      [AUDITOR, ['ROLE_SURVEYOR'], AURORA, '+47 555 0102'],
      [MANAGER, ['ROLE_MANAGER'], AURORA, '+47 555 0103'],
      [FARMER, ['ROLE_FARMER'], AURORA, null],
      [OTHER, ['ROLE_COMPANY'], PACIFIC, '+1 360 555 0199'],
    ];
    for (const [email, authorities, company, phone] of expected) {
      const me = (await t.call(email, 'GET', '/api/v1/user/me')).json();
      expect(me).toMatchObject({
        email,
        username: email,
        authorities,
        phone,
        externalId: ids.users[email],
        currentCompany: { name: company },
      });
    }
  });

  it('answers 401 without a token, with a bad token, and once the account is gone', async () => {
    expectUnauthorized(await t.call(null, 'GET', '/api/v1/user/me'));
    expectUnauthorized(await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: 'Bearer not-a-jwt' } }));
    expectUnauthorized(await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: 'Basic abc' } }));
    const own = await createTestApp();
    try {
      const token = await own.token(VIEWER);
      await own.database.db.deleteFrom('users').where('email', '=', VIEWER).execute();
      expectUnauthorized(await own.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } }));
    } finally {
      await own.close();
    }
  });
});

describe('GET /user/{userId}/farm', () => {
  it('lists your own assigned farms, by name, in the farm shape', async () => {
    const res = await t.call(MANAGER, 'GET', `/api/v1/user/${ids.users[MANAGER]}/farm`);
    expect(res.statusCode).toBe(200);
    expect(farmNames(res)).toEqual(['Hardanger Fjord Site', 'Lofoten North']);
    expect(res.json()[0]).toMatchObject({
      externalId: ids.farms['Hardanger Fjord Site'],
      companyExtId: ids.company1,
      country: 'Norway',
      stateProvince: 'Vestland',
      species: 'Atlantic salmon',
      animalCount: 980000,
      tonnage: 4200,
      latitude: 60.0787,
      longitude: 6.5524,
      currencyCode: 'NOK',
      productionSystem: 'SEA_PEN',
      structures: ['10 × 160 m circular HDPE pens', 'Feed barge Hardanger I'],
      surveyDate: '2026-05-14T09:00:00.000Z',
      availableMediaCategories: [],
    });
    expect(farmNames(await t.call(FARMER, 'GET', `/api/v1/user/${ids.users[FARMER]}/farm`))).toEqual(['Hardanger Fjord Site']);
    expect(farmNames(await t.call(VIEWER, 'GET', `/api/v1/user/${ids.users[VIEWER]}/farm`))).toEqual([
      'Hardanger Fjord Site',
      'Loch Creran',
    ]);
    expect((await t.call(COMPANY, 'GET', `/api/v1/user/${ids.users[COMPANY]}/farm`)).json()).toEqual([]);
  });

  it("lets a company user or an admin read a member's farms", async () => {
    const auditorFarms = ['Chiloé Sur', 'Hardanger Fjord Site', 'Loch Creran'];
    expect(farmNames(await t.call(COMPANY, 'GET', `/api/v1/user/${ids.users[AUDITOR]}/farm`))).toEqual(auditorFarms);
    expect(farmNames(await t.call(ADMIN, 'GET', `/api/v1/user/${ids.users[AUDITOR]}/farm`))).toEqual(auditorFarms);
    expect(farmNames(await t.call(ADMIN, 'GET', `/api/v1/user/${ids.users[OTHER]}/farm`))).toEqual(['Willapa Bay Oysters']);
  });

  it("hides another user's farms from members who do not see the whole company (404)", async () => {
    for (const email of [MANAGER, AUDITOR, FARMER, VIEWER]) {
      expectNotFound(await t.call(email, 'GET', `/api/v1/user/${ids.users[COMPANY]}/farm`));
    }
  });

  it('answers 404 across companies and for unknown users; 400 for a bad id; 401 without a token', async () => {
    expectNotFound(await t.call(OTHER, 'GET', `/api/v1/user/${ids.users[MANAGER]}/farm`));
    expectNotFound(await t.call(COMPANY, 'GET', `/api/v1/user/${ids.users[OTHER]}/farm`));
    expectNotFound(await t.call(ADMIN, 'GET', `/api/v1/user/${MISSING_ID}/farm`));
    expectError(await t.call(ADMIN, 'GET', '/api/v1/user/42/farm'), 400, messages.invalidId, { userId: messages.invalidId });
    expectUnauthorized(await t.call(null, 'GET', `/api/v1/user/${ids.users[MANAGER]}/farm`));
  });

  it("shows a company user only their own company's farms of a user shared with another company", async () => {
    expect(
      (await t.call(ADMIN, 'POST', `/api/v1/company/${ids.company2}/user`, { fullName: 'Astrid Auditor', email: AUDITOR })).statusCode,
    ).toBe(201);
    const assign = await t.call(OTHER, 'PUT', `/api/v1/company/${ids.company2}/user/${ids.users[AUDITOR]}/farms`, {
      farmExtIds: [ids.farms['Willapa Bay Oysters']],
    });
    expect(assign.statusCode).toBe(200);
    expect(farmNames(await t.call(COMPANY, 'GET', `/api/v1/user/${ids.users[AUDITOR]}/farm`))).toEqual([
      'Chiloé Sur',
      'Hardanger Fjord Site',
      'Loch Creran',
    ]);
    expect(farmNames(await t.call(OTHER, 'GET', `/api/v1/user/${ids.users[AUDITOR]}/farm`))).toEqual(['Willapa Bay Oysters']);
    expect(farmNames(await t.call(AUDITOR, 'GET', `/api/v1/user/${ids.users[AUDITOR]}/farm`))).toEqual([
      'Chiloé Sur',
      'Hardanger Fjord Site',
      'Loch Creran',
      'Willapa Bay Oysters',
    ]);
    expect(farmNames(await t.call(ADMIN, 'GET', `/api/v1/user/${ids.users[AUDITOR]}/farm`))).toHaveLength(4);
  });
});
