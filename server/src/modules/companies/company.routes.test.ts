import { describe, expect, it } from 'vitest';
import { createTestApp, lastActivity } from '../../../test/test-app.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import {
  expectInvalid,
  expectNotFound,
  expectRejected,
  expectUnauthorized,
  messages,
  MISSING_ID,
  UUID,
} from '../../../test/api-assertions.ts';
import { expectLogged } from '../../../test/activity-assertions.ts';
import { insertAudit } from '../../../test/survey-fixture.ts';
import { demoAuditFarms } from '../../../test/demo-farms.ts';
import { ADMIN, AUDITOR, AURORA, COMPANY, FARMER, MANAGER, OTHER, PACIFIC, VIEWER } from '../../../test/demo-users.ts';

const { t, ids } = demoAppPerFile();

const aurora = {
  name: AURORA,
  address1: 'Strandkaien 12',
  address2: null,
  city: 'Bergen',
  province: 'Vestland',
  postCode: '5013',
  phone: '+47 55 00 12 00',
  email: 'office@aurora-aqua.example',
  webAddress: 'https://aurora-aqua.example',
};

describe('GET /company', () => {
  it('lists every company, by name, for an admin; with counts when details=true', async () => {
    const plain = await t.call(ADMIN, 'GET', '/api/v1/company?details=false');
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual([
      { externalId: ids.company1, ...aurora },
      expect.objectContaining({ externalId: ids.company2, name: PACIFIC }),
    ]);
    expect(plain.json()[0]).not.toHaveProperty('userCount');
    const detailed = await t.call(ADMIN, 'GET', '/api/v1/company?details=true');
    expect(detailed.json().map((c: { name: string; userCount: number; farmCount: number }) => [c.name, c.userCount, c.farmCount])).toEqual([
      [AURORA, 6, 8],
      [PACIFIC, 1, 2],
    ]);
  });

  it('lists only the member companies for everyone else', async () => {
    for (const email of [COMPANY, AUDITOR, MANAGER, FARMER, VIEWER]) {
      const res = await t.call(email, 'GET', '/api/v1/company');
      expect(res.json().map((c: { externalId: string }) => c.externalId)).toEqual([ids.company1]);
    }
    expect((await t.call(OTHER, 'GET', '/api/v1/company')).json().map((c: { name: string }) => c.name)).toEqual([PACIFIC]);
  });

  it('needs a token and a valid details flag', async () => {
    expectUnauthorized(await t.call(null, 'GET', '/api/v1/company'));
    expectInvalid(await t.call(ADMIN, 'GET', '/api/v1/company?details=maybe'), 'details', 'Invalid input');
  });
});

describe('GET /company/{id}', () => {
  it('returns a visible company, with counts when details=true', async () => {
    const res = await t.call(FARMER, 'GET', `/api/v1/company/${ids.company1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ externalId: ids.company1, ...aurora });
    const detailed = await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company1}?details=true`);
    expect(detailed.json()).toMatchObject({ userCount: 6, farmCount: 8 });
    expect((await t.call(ADMIN, 'GET', `/api/v1/company/${ids.company2}`)).json().name).toBe(PACIFIC);
  });

  it('answers 404 for another company, and for an unknown id', async () => {
    expectNotFound(await t.call(OTHER, 'GET', `/api/v1/company/${ids.company1}`));
    expectNotFound(await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company2}`));
    expectNotFound(await t.call(MANAGER, 'GET', `/api/v1/company/${ids.company2}?details=true`));
    expectNotFound(await t.call(ADMIN, 'GET', `/api/v1/company/${MISSING_ID}`));
    expectUnauthorized(await t.call(null, 'GET', `/api/v1/company/${ids.company1}`));
  });
});

describe('POST /company', () => {
  it('creates a company (admin), trims text, stores empty fields as null and logs ADD', async () => {
    const res = await t.call(ADMIN, 'POST', '/api/v1/company', {
      name: '  Baltic Mussels AB ',
      city: 'Visby',
      address1: '',
      phone: '+46 498 00 00',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      externalId: expect.stringMatching(UUID),
      name: 'Baltic Mussels AB',
      address1: null,
      address2: null,
      city: 'Visby',
      province: null,
      postCode: null,
      phone: '+46 498 00 00',
      email: null,
      webAddress: null,
      userCount: 0,
      farmCount: 0,
    });
    const read = await t.call(ADMIN, 'GET', `/api/v1/company/${created.externalId}`);
    expect(read.json().name).toBe('Baltic Mussels AB');
    const entry = await expectLogged(t, ADMIN, 'ADD', ['COMPANY', 'Baltic Mussels AB', created.externalId], 'Baltic Mussels AB');
    expect(entry.changes).toEqual({ name: [null, 'Baltic Mussels AB'], city: [null, 'Visby'], phone: [null, '+46 498 00 00'] });
  });

  it('validates the name and field lengths, writing nothing', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 42 }]) {
      await expectRejected(t, () => t.call(ADMIN, 'POST', '/api/v1/company', body), 400, 'Name is required', { name: 'Name is required' });
    }
    await expectRejected(
      t,
      () => t.call(ADMIN, 'POST', '/api/v1/company', { name: 'X', postCode: '1'.repeat(33) }),
      400,
      'At most 32 characters',
      { postCode: 'At most 32 characters' },
    );
  });

  it('refuses an e-mail that is not an address, and keeps an empty one as none', async () => {
    await expectRejected(
      t,
      () => t.call(ADMIN, 'POST', '/api/v1/company', { name: 'Mail Co', email: 'not-an-email' }),
      400,
      'Email is not valid',
      { email: 'Email is not valid' },
    );
    const created = await t.call(ADMIN, 'POST', '/api/v1/company', { name: 'Mail Co', email: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ email: string | null }>().email).toBeNull();
  });

  it('is for admins only (403), and needs a token (401)', async () => {
    for (const email of [COMPANY, MANAGER, OTHER]) {
      await expectRejected(t, () => t.call(email, 'POST', '/api/v1/company', { name: 'Sneaky Co' }), 403, messages.forbidden);
    }
    expectUnauthorized(await t.call(null, 'POST', '/api/v1/company', { name: 'Sneaky Co' }));
  });
});

describe('PUT /company/{id}', () => {
  it('lets a company user edit the company and logs the field diffs', async () => {
    const body = { ...aurora, address2: 'Pier 3', city: 'Oslo', webAddress: '' };
    const res = await t.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ externalId: ids.company1, ...aurora, address2: 'Pier 3', city: 'Oslo', webAddress: null });
    const entry = await expectLogged(t, COMPANY, 'UPDATE', ['COMPANY', AURORA, ids.company1], AURORA);
    expect(entry.changes).toEqual({
      address2: [null, 'Pier 3'],
      city: ['Bergen', 'Oslo'],
      webAddress: ['https://aurora-aqua.example', null],
    });
    expect((await t.call(MANAGER, 'GET', `/api/v1/company/${ids.company1}`)).json().city).toBe('Oslo');
  });

  it('lets an admin edit any company', async () => {
    const res = await t.call(ADMIN, 'PUT', `/api/v1/company/${ids.company2}`, { name: `${PACIFIC} Ltd` });
    expect(res.json().name).toBe(`${PACIFIC} Ltd`);
    expect((await lastActivity(t))[0]).toMatchObject({
      actorEmail: ADMIN,
      companyName: `${PACIFIC} Ltd`,
      changes: expect.objectContaining({ name: [PACIFIC, `${PACIFIC} Ltd`] }),
    });
  });

  it('rejects members without the capability (403), other companies (404) and bad input (400), writing nothing', async () => {
    for (const email of [AUDITOR, MANAGER, FARMER, VIEWER]) {
      await expectRejected(t, () => t.call(email, 'PUT', `/api/v1/company/${ids.company1}`, { name: 'Hijacked' }), 403, messages.forbidden);
    }
    await expectRejected(t, () => t.call(OTHER, 'PUT', `/api/v1/company/${ids.company1}`, { name: 'Hijacked' }), 404, messages.notFound);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', `/api/v1/company/${ids.company2}`, { name: 'Hijacked' }), 404, messages.notFound);
    await expectRejected(t, () => t.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}`, { name: '' }), 400, 'Name is required', {
      name: 'Name is required',
    });
    expectUnauthorized(await t.call(null, 'PUT', `/api/v1/company/${ids.company1}`, { name: 'X' }));
  });
});

describe('DELETE /company/{id}', () => {
  it('is for admins: 403 for a company user of any company, 404 for an unknown one, 401 without a token', async () => {
    await expectRejected(t, () => t.call(COMPANY, 'DELETE', `/api/v1/company/${ids.company1}`), 403, messages.forbidden);
    // the role is refused before any company is looked up (issue 38 item 1): the same answer for every id
    await expectRejected(t, () => t.call(OTHER, 'DELETE', `/api/v1/company/${ids.company1}`), 403, messages.forbidden);
    await expectRejected(t, () => t.call(ADMIN, 'DELETE', `/api/v1/company/${MISSING_ID}`), 404, messages.notFound);
    expectUnauthorized(await t.call(null, 'DELETE', `/api/v1/company/${ids.company1}`));
  });

  it('removes the farms, audits, memberships and sole-company users, keeping admins and shared users', async () => {
    const own = await createTestApp();
    try {
      const d = await own.ids();
      const db = own.database.db;
      // auditor@ also joins the second company, so the account must survive.
      expect(
        (await own.call(ADMIN, 'POST', `/api/v1/company/${d.company2}/user`, { fullName: 'Astrid Auditor', email: AUDITOR })).statusCode,
      ).toBe(201);
      const company = await db.selectFrom('companies').select('id').where('externalId', '=', d.company1).executeTakeFirstOrThrow();
      const survey = await insertAudit(own, d.farms['Hardanger Fjord Site']!, 'Audit 2026', [FARMER]);
      const farmerToken = await own.token(FARMER);

      const res = await own.call(ADMIN, 'DELETE', `/api/v1/company/${d.company1}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      expectNotFound(await own.call(ADMIN, 'GET', `/api/v1/company/${d.company1}`));
      expect(await db.selectFrom('farms').select('name').where('companyId', '=', company.id).execute()).toEqual([]);
      expect(await db.selectFrom('companyUsers').select('userId').where('companyId', '=', company.id).execute()).toEqual([]);
      expect(await db.selectFrom('surveys').select('id').where('companyId', '=', company.id).execute()).toEqual([]);
      expect(await db.selectFrom('surveyUsers').select('userId').where('surveyId', '=', survey.id).execute()).toEqual([]);
      const pacificAudits = await db
        .selectFrom('surveys')
        .innerJoin('farms', 'farms.id', 'surveys.farmId')
        .select('farms.name')
        .orderBy('farms.name')
        .execute();
      expect(pacificAudits.map((a) => a.name)).toEqual(demoAuditFarms(1));
      expect(await db.selectFrom('farmUsers').innerJoin('users', 'users.id', 'farmUsers.userId').select('users.email').execute()).toEqual([
        { email: OTHER },
      ]);
      const left = (await db.selectFrom('users').select('email').orderBy('email').execute()).map((u) => u.email);
      expect(left).toEqual([ADMIN, AUDITOR, OTHER]);
      const farmerCall = await own.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${farmerToken}` } });
      expectUnauthorized(farmerCall);

      const [entry] = await lastActivity(own);
      expect(entry).toMatchObject({
        actorEmail: ADMIN,
        method: 'DELETE',
        target: 'COMPANY',
        targetName: AURORA,
        targetExtId: d.company1,
        companyName: AURORA,
      });
      expect(entry!.changes).toMatchObject({
        name: [AURORA, null],
        city: ['Bergen', null],
        farms: [8, 0],
        users: [6, 0],
        removedUserAccounts: [0, 4],
      });
      expect((await own.call(ADMIN, 'GET', '/api/v1/company')).json().map((c: { name: string }) => c.name)).toEqual([PACIFIC]);
    } finally {
      await own.close();
    }
  });
});
