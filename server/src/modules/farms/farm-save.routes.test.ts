import { beforeAll, describe, expect, it } from 'vitest';
import { lastActivity } from '../../../test/test-app.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { expectNotFound, expectRejected, expectUnauthorized, messages, UUID } from '../../../test/api-assertions.ts';
import { expectLogged } from '../../../test/activity-assertions.ts';
import { insertAudit } from '../../../test/survey-fixture.ts';
import { demoAuditCount } from '../../../test/demo-farms.ts';
import { ADMIN, AUDITOR, AURORA, COMPANY, FARMER, MANAGER, OTHER, VIEWER } from '../../../test/demo-users.ts';

const { t, ids } = demoAppPerFile();
let farms: string;
beforeAll(() => {
  farms = `/api/v1/company/${ids.company1}/farm`;
});

/** A Norwegian farm valued in NOK, which the list of six currencies refused before issue 21. */
const valid = {
  name: ' Sognefjord East ',
  description: 'Two pens',
  siteId: 'NO-99',
  siteType: 'Sea cages',
  species: 'Rainbow trout',
  country: 'Norway',
  stateProvince: 'Vestland',
  latitude: 61.1,
  longitude: 6.9,
  animalCount: 120000,
  tonnage: 300.5,
  farmArea: 4,
  growingArea: 3.25,
  harvestWeight: 3000,
  stockingDensity: 12.5,
  stockingWeight: 80,
  structureCount: 2,
  structures: ['2 × 90 m pens'],
  startYear: 2024,
  duration: 18,
  surveyDate: '2026-03-01T10:15:00+01:00',
  currencyCode: 'NOK',
  actualValue: 100,
  avgValue: 90,
  maxValue: 120,
};
const assignees = async (farmExtId: string, company = ids.company1) =>
  (await t.call(ADMIN, 'GET', `/api/v1/company/${company}/farm/${farmExtId}/user`)).json().map((u: { email: string }) => u.email);

describe('POST /company/{id}/farm', () => {
  it('creates a farm assigned to its creator, stores times in UTC and logs every field', async () => {
    const res = await t.call(AUDITOR, 'POST', farms, valid);
    expect(res.statusCode).toBe(201);
    const farm = res.json();
    expect(farm).toEqual({
      ...valid,
      name: 'Sognefjord East',
      productionSystem: null,
      surveyDate: '2026-03-01T09:15:00.000Z',
      externalId: expect.stringMatching(UUID),
      companyExtId: ids.company1,
      availableMediaCategories: [],
      userCount: 1,
      surveyCount: 0,
      schedule: { kind: 'NONE', cycleDate: null, nextAuditDue: null, status: null },
    });
    expect((await t.call(AUDITOR, 'GET', `${farms}/${farm.externalId}`)).json()).toEqual(farm);
    expect(await assignees(farm.externalId)).toEqual([AUDITOR]);
    const entry = await expectLogged(t, AUDITOR, 'ADD', ['FARM', 'Sognefjord East', farm.externalId], AURORA);
    expect(entry.changes).toMatchObject({
      name: [null, 'Sognefjord East'],
      species: [null, 'Rainbow trout'],
      structures: [null, ['2 × 90 m pens']],
      users: [null, [AUDITOR]],
    });
    expect(Object.values(entry.changes).every(([before]) => before === null)).toBe(true);
    expect(entry.changes['surveyDate']).toEqual([null, '2026-03-01T09:15:00.000Z']);
  });

  it('reads dates and times without an offset as UTC', async () => {
    const date = await t.call(COMPANY, 'POST', farms, { name: 'Date only', surveyDate: '2026-05-14' });
    expect(date.json().surveyDate).toBe('2026-05-14T00:00:00.000Z');
    const local = await t.call(COMPANY, 'POST', farms, { name: 'Local time', surveyDate: '2026-05-14T09:00' });
    expect(local.json().surveyDate).toBe('2026-05-14T09:00:00.000Z');
  });

  it('assigns the listed users instead; an admin outside the company is not assigned by default', async () => {
    const listed = await t.call(COMPANY, 'POST', farms, {
      name: 'Assigned',
      userExtIds: [ids.users[MANAGER], ids.users[FARMER], ids.users[FARMER]],
    });
    expect(listed.json().userCount).toBe(2);
    expect(await assignees(listed.json().externalId)).toEqual([FARMER, MANAGER]);
    expect((await lastActivity(t))[0]!.changes['users']).toEqual([null, [FARMER, MANAGER]]);
    const pacific = await t.call(ADMIN, 'POST', `/api/v1/company/${ids.company2}/farm`, { name: 'Grays Harbor' });
    expect(pacific.json()).toMatchObject({ companyExtId: ids.company2, userCount: 0 });
    expect(await assignees(pacific.json().externalId, ids.company2)).toEqual([]);
  });

  it("validates with the farm form's messages, writing nothing", async () => {
    const cases: [object, string, string][] = [
      [{ ...valid, name: undefined }, 'name', 'Name is required'],
      [{ ...valid, name: '  ' }, 'name', 'Name is required'],
      [{ ...valid, species: 'Salmon' }, 'species', 'Select species from the list'],
      [{ ...valid, currencyCode: 'XYZ' }, 'currencyCode', 'Select currency code from the list'],
      [{ ...valid, currencyCode: 'XAU' }, 'currencyCode', 'Select currency code from the list'],
      [{ ...valid, country: 'Atlantis', stateProvince: null }, 'country', 'Select country from the list'],
      [{ ...valid, stateProvince: 'Ontario' }, 'stateProvince', 'Select province from the list'],
      [{ ...valid, country: null }, 'stateProvince', 'Select province from the list'],
    ];
    for (const [body, field, message] of cases)
      await expectRejected(t, () => t.call(COMPANY, 'POST', farms, body), 400, message, { [field]: message });
    for (const bad of [
      { latitude: 91 },
      { longitude: -181 },
      { animalCount: 1.5 },
      { tonnage: -1 },
      { startYear: 1800 },
      { surveyDate: 'May 2026' },
      { surveyDate: '2026-02-30' },
      { structures: 'pens' },
    ]) {
      const [field] = Object.keys(bad);
      const body = await expectRejected(t, () => t.call(COMPANY, 'POST', farms, { ...valid, ...bad }), 400);
      expect(Object.keys(body.details ?? {})).toEqual([field]);
    }
    const unknown = 'Unknown user in the list.';
    await expectRejected(t, () => t.call(COMPANY, 'POST', farms, { ...valid, userExtIds: [ids.users[OTHER]] }), 400, unknown, {
      userExtIds: unknown,
    });
  });

  it('answers 403 without the capability, 404 for another company, 401 without a token, writing nothing', async () => {
    for (const email of [MANAGER, FARMER, VIEWER])
      await expectRejected(t, () => t.call(email, 'POST', farms, valid), 403, messages.forbidden);
    await expectRejected(t, () => t.call(AUDITOR, 'POST', farms, { ...valid, userExtIds: [ids.users[FARMER]] }), 403, messages.forbidden);
    await expectRejected(t, () => t.call(OTHER, 'POST', farms, valid), 404, messages.notFound);
    await expectRejected(t, () => t.call(COMPANY, 'POST', `/api/v1/company/${ids.company2}/farm`, valid), 404, messages.notFound);
    expectUnauthorized(await t.call(null, 'POST', farms, valid));
  });
});

describe('PUT /company/{id}/farm/{farmId}', () => {
  const url = (farm: string) => `${farms}/${ids.farms[farm]}`;
  const current = async (farm: string) => (await t.call(ADMIN, 'GET', url(farm))).json();

  it('saves the form (read-only fields ignored), logs only the changed fields, keeps assignments', async () => {
    const before = await current('Hardanger Fjord Site');
    const res = await t.call(COMPANY, 'PUT', url('Hardanger Fjord Site'), {
      ...before,
      tonnage: 4300,
      structures: ['10 pens'],
      description: '',
      userCount: 99,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before, tonnage: 4300, structures: ['10 pens'], description: null });
    const entry = await expectLogged(t, COMPANY, 'UPDATE', ['FARM', 'Hardanger Fjord Site', ids.farms['Hardanger Fjord Site']], AURORA);
    expect(entry.changes).toEqual({
      tonnage: [4200, 4300],
      structures: [before.structures, ['10 pens']],
      description: [before.description, null],
    });
    expect(await assignees(ids.farms['Hardanger Fjord Site']!)).toEqual([AUDITOR, FARMER, MANAGER, VIEWER]);
  });

  it('replaces the assignments when userExtIds are sent, and logs them', async () => {
    const body = { ...(await current('Lofoten North')), userExtIds: [ids.users[FARMER]] };
    expect((await t.call(COMPANY, 'PUT', url('Lofoten North'), body)).json().userCount).toBe(1);
    expect((await lastActivity(t))[0]!.changes).toEqual({ users: [[MANAGER], [FARMER]] });
    expectNotFound(await t.call(MANAGER, 'GET', url('Lofoten North')));
  });

  it('lets an auditor edit an assigned farm, but not change who is assigned (403)', async () => {
    const chiloe = await current('Chiloé Sur');
    const res = await t.call(AUDITOR, 'PUT', url('Chiloé Sur'), { ...chiloe, siteId: 'CL-10432', userExtIds: [ids.users[AUDITOR]] });
    expect(res.json().siteId).toBe('CL-10432');
    await expectRejected(
      t,
      () => t.call(AUDITOR, 'PUT', url('Chiloé Sur'), { ...chiloe, userExtIds: [ids.users[AUDITOR], ids.users[FARMER]] }),
      403,
      messages.forbidden,
    );
  });

  it('answers 404 for farms not visible, 403 without the capability, 400 for bad input, writing nothing', async () => {
    const lofoten = await current('Lofoten North');
    const unassigned = (await t.call(COMPANY, 'POST', farms, { name: 'Nobody Here', userExtIds: [] })).json();
    await expectRejected(
      t,
      () => t.call(AUDITOR, 'PUT', `${farms}/${unassigned.externalId}`, { ...unassigned, siteId: 'X' }),
      404,
      messages.notFound,
    );
    // auditors may not delete any farm: refused by role before the farm is looked up (issue 38 item 1)
    await expectRejected(t, () => t.call(AUDITOR, 'DELETE', `${farms}/${unassigned.externalId}`), 403, messages.forbidden);
    await expectRejected(t, () => t.call(OTHER, 'PUT', url('Lofoten North'), lofoten), 404, messages.notFound);
    await expectRejected(
      t,
      () => t.call(COMPANY, 'PUT', `${farms}/${ids.farms['Willapa Bay Oysters']}`, { name: 'Mine now' }),
      404,
      messages.notFound,
    );
    await expectRejected(t, () => t.call(FARMER, 'PUT', url('Lofoten North'), lofoten), 403, messages.forbidden);
    const hardanger = await current('Hardanger Fjord Site');
    for (const email of [MANAGER, VIEWER])
      await expectRejected(t, () => t.call(email, 'PUT', url('Hardanger Fjord Site'), hardanger), 403, messages.forbidden);
    await expectRejected(
      t,
      () => t.call(COMPANY, 'PUT', url('Hardanger Fjord Site'), { ...hardanger, species: 'Cod' }),
      400,
      'Select species from the list',
    );
    await expectRejected(
      t,
      () => t.call(COMPANY, 'PUT', url('Hardanger Fjord Site'), { ...hardanger, userExtIds: [ids.users[OTHER]] }),
      400,
      'Unknown user in the list.',
    );
    expectUnauthorized(await t.call(null, 'PUT', url('Hardanger Fjord Site'), hardanger));
  });
});

describe('DELETE /company/{id}/farm/{farmId}', () => {
  it('answers 403 to visible farms without the capability, 404 otherwise, writing nothing', async () => {
    for (const email of [AUDITOR, MANAGER, FARMER, VIEWER])
      await expectRejected(t, () => t.call(email, 'DELETE', `${farms}/${ids.farms['Hardanger Fjord Site']}`), 403, messages.forbidden);
    await expectRejected(t, () => t.call(MANAGER, 'DELETE', `${farms}/${ids.farms['Saronic Gulf Pens']}`), 403, messages.forbidden);
    await expectRejected(t, () => t.call(OTHER, 'DELETE', `${farms}/${ids.farms['Hardanger Fjord Site']}`), 404, messages.notFound);
    await expectRejected(
      t,
      () => t.call(COMPANY, 'DELETE', `/api/v1/company/${ids.company2}/farm/${ids.farms['Willapa Bay Oysters']}`),
      404,
      messages.notFound,
    );
    expectUnauthorized(await t.call(null, 'DELETE', `${farms}/${ids.farms['Hardanger Fjord Site']}`));
  });

  it('deletes the farm with its assignments and audits, and logs it', async () => {
    const hardanger = ids.farms['Hardanger Fjord Site']!;
    const extra = await insertAudit(t, hardanger, 'Hardanger extra audit', [FARMER]);
    const row = await t.database.db.selectFrom('farms').select('id').where('externalId', '=', hardanger).executeTakeFirstOrThrow();
    const res = await t.call(COMPANY, 'DELETE', `${farms}/${hardanger}`);
    expect(res.statusCode).toBe(204);
    expectNotFound(await t.call(COMPANY, 'GET', `${farms}/${hardanger}`));
    const db = t.database.db;
    expect(await db.selectFrom('farmUsers').select('userId').where('farmId', '=', row.id).execute()).toEqual([]);
    expect(await db.selectFrom('surveys').select('id').where('farmId', '=', row.id).execute()).toEqual([]);
    expect(await db.selectFrom('surveyUsers').select('userId').where('surveyId', '=', extra.id).execute()).toEqual([]);
    const entry = await expectLogged(t, COMPANY, 'DELETE', ['FARM', 'Hardanger Fjord Site', hardanger], AURORA);
    expect(entry.changes).toMatchObject({
      name: ['Hardanger Fjord Site', null],
      siteId: ['NO-13245', null],
      audits: [demoAuditCount('Hardanger Fjord Site') + 1, 0],
    });
    expectNotFound(await t.call(COMPANY, 'DELETE', `${farms}/${hardanger}`));
    expect((await t.call(ADMIN, 'GET', `/api/v1/user/${ids.users[FARMER]}/farm`)).json().map((f: { name: string }) => f.name)).toEqual([
      'Assigned',
      'Lofoten North',
    ]);
  });
});
