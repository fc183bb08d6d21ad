import { beforeAll, describe, expect, it } from 'vitest';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { expectError, expectNotFound, expectUnauthorized, messages, MISSING_ID } from '../../../test/api-assertions.ts';
import { insertAudit } from '../../../test/survey-fixture.ts';
import { demoAuditCount, visibleDemoFarms } from '../../../test/demo-farms.ts';
import { ADMIN, AUDITOR, AURORA, COMPANY, FARMER, MANAGER, OTHER, VIEWER } from '../../../test/demo-users.ts';

const { t, ids } = demoAppPerFile();
let farms: string;
beforeAll(() => {
  farms = `/api/v1/company/${ids.company1}/farm`;
});

const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((f) => f.name);
const allAurora = [
  'Bantry Bay Mussels',
  'Chiloé Sur',
  'Clayoquot Sound',
  'Hardanger Fjord Site',
  'Loch Creran',
  'Lofoten North',
  'Macquarie Harbour',
  'Saronic Gulf Pens',
];

describe('GET /company/{id}/farm', () => {
  it('lists every farm, by name, to company-wide users; with counts when details=true', async () => {
    for (const email of [ADMIN, COMPANY]) expect(names(await t.call(email, 'GET', farms))).toEqual(allAurora);
    const plain = (await t.call(COMPANY, 'GET', farms)).json();
    expect(plain[0]).not.toHaveProperty('userCount');
    const detailed = (await t.call(COMPANY, 'GET', `${farms}/?details=true`)).json();
    expect(detailed.map((f: { name: string; userCount: number; surveyCount: number }) => [f.name, f.userCount, f.surveyCount])).toEqual(
      allAurora.map((n) => [
        n,
        { 'Chiloé Sur': 1, 'Hardanger Fjord Site': 4, 'Loch Creran': 2, 'Lofoten North': 1 }[n] ?? 0,
        demoAuditCount(n),
      ]),
    );
    expect(names(await t.call(ADMIN, 'GET', `/api/v1/company/${ids.company2}/farm`))).toEqual([
      'Marlborough Sounds Lines',
      'Willapa Bay Oysters',
    ]);
  });

  it('lists only assigned farms, and farms of assigned audits, to everyone else', async () => {
    expect(names(await t.call(MANAGER, 'GET', farms))).toEqual(['Hardanger Fjord Site', 'Lofoten North']);
    expect(names(await t.call(FARMER, 'GET', farms))).toEqual(['Hardanger Fjord Site']);
    expect(names(await t.call(VIEWER, 'GET', `${farms}?details=false`))).toEqual(['Hardanger Fjord Site', 'Loch Creran']);
    for (const email of [MANAGER, FARMER, VIEWER, AUDITOR])
      expect(names(await t.call(email, 'GET', farms))).toEqual(visibleDemoFarms(email));
  });

  it('answers 404 for another company and 401 without a token', async () => {
    expectNotFound(await t.call(OTHER, 'GET', farms));
    expectNotFound(await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company2}/farm`));
    expectUnauthorized(await t.call(null, 'GET', farms));
  });
});

describe('POST /company/{id}/farm-ac', () => {
  const search = (as: string, name: string, company = ids.company1) => t.call(as, 'POST', `/api/v1/company/${company}/farm-ac`, { name });

  it('searches the visible farms by name, case-insensitively', async () => {
    const res = await search(COMPANY, 'LO');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Chiloé Sur', 'Loch Creran', 'Lofoten North']);
    expect(res.json()[1]).toMatchObject({ externalId: ids.farms['Loch Creran'], companyExtId: ids.company1, country: 'United Kingdom' });
    expect(names(await search(MANAGER, 'lo'))).toEqual(['Lofoten North']);
    expect(names(await search(FARMER, 'lo'))).toEqual([]);
    expect(names(await search(COMPANY, 'oyster'))).toEqual([]);
  });

  it('answers 404 for another company, 400 for a too long name, 401 without a token', async () => {
    expectNotFound(await search(OTHER, 'lo'));
    expectError(await search(COMPANY, 'x'.repeat(256)), 400);
    expectUnauthorized(await t.call(null, 'POST', `${farms}-ac`, { name: 'lo' }));
  });
});

describe('GET /company/{id}/farm/locations', () => {
  it('groups the visible farms by country with their regions', async () => {
    const res = await t.call(COMPANY, 'GET', `${farms}/locations`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { country: 'Australia', stateProvinces: ['Tasmania'] },
      { country: 'Canada', stateProvinces: ['British Columbia'] },
      { country: 'Chile', stateProvinces: ['Los Lagos'] },
      { country: 'Greece', stateProvinces: ['Attikí'] },
      { country: 'Ireland', stateProvinces: ['Cork'] },
      { country: 'Norway', stateProvinces: ['Nordland', 'Vestland'] },
      { country: 'United Kingdom', stateProvinces: ['Argyll and Bute'] },
    ]);
    expect((await t.call(MANAGER, 'GET', `${farms}/locations`)).json()).toEqual([
      { country: 'Norway', stateProvinces: ['Nordland', 'Vestland'] },
    ]);
    expect(
      (await t.call(OTHER, 'GET', `/api/v1/company/${ids.company2}/farm/locations`)).json().map((l: { country: string }) => l.country),
    ).toEqual(['New Zealand', 'United States']);
  });

  it('answers 404 for another company and 401 without a token', async () => {
    expectNotFound(await t.call(OTHER, 'GET', `${farms}/locations`));
    expectUnauthorized(await t.call(null, 'GET', `${farms}/locations`));
  });
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /company/{id}/farm/{farmId}', () => {
  it('returns a visible farm with every field and its counts', async () => {
    const res = await t.call(MANAGER, 'GET', `${farms}/${ids.farms['Lofoten North']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      externalId: ids.farms['Lofoten North'],
      companyExtId: ids.company1,
      name: 'Lofoten North',
      description: null,
      siteId: 'NO-20871',
      siteType: 'Sea cages',
      species: 'Atlantic salmon',
      country: 'Norway',
      stateProvince: 'Nordland',
      latitude: 68.2025,
      longitude: 13.8925,
      animalCount: 1250000,
      tonnage: 5600,
      farmArea: 55,
      growingArea: 40,
      harvestWeight: 5000,
      stockingDensity: 20,
      stockingWeight: 150,
      structureCount: 12,
      structures: ['12 × 200 m circular pens'],
      startYear: 2018,
      duration: 20,
      surveyDate: null,
      currencyCode: 'NOK',
      actualValue: 332000000,
      avgValue: 292000000,
      maxValue: 363000000,
      productionSystem: 'SEA_PEN',
      availableMediaCategories: [],
      userCount: 1,
      surveyCount: demoAuditCount('Lofoten North'),
      // the demo's production cycle of Lofoten North is 20 days after seeding (seed/demo-schedules.ts)
      schedule: { kind: 'CYCLE', cycleDate: inDays(20), nextAuditDue: inDays(20), status: 'DUE' },
    });
  });

  it('answers 404 for a farm not assigned, of another company, or unknown; 400 for a bad id', async () => {
    expectNotFound(await t.call(MANAGER, 'GET', `${farms}/${ids.farms['Loch Creran']}`));
    expectNotFound(await t.call(FARMER, 'GET', `${farms}/${ids.farms['Lofoten North']}`));
    expectNotFound(await t.call(OTHER, 'GET', `${farms}/${ids.farms['Hardanger Fjord Site']}`));
    expectNotFound(await t.call(OTHER, 'GET', `/api/v1/company/${ids.company2}/farm/${ids.farms['Hardanger Fjord Site']}`));
    expectNotFound(await t.call(COMPANY, 'GET', `${farms}/${ids.farms['Willapa Bay Oysters']}`));
    expectNotFound(await t.call(ADMIN, 'GET', `${farms}/${ids.farms['Willapa Bay Oysters']}`));
    expectNotFound(await t.call(ADMIN, 'GET', `${farms}/${MISSING_ID}`));
    expectError(await t.call(ADMIN, 'GET', `${farms}/12`), 400, messages.invalidId, { farmId: messages.invalidId });
    expectUnauthorized(await t.call(null, 'GET', `${farms}/${ids.farms['Lofoten North']}`));
  });
});

describe('farms of assigned audits, and GET /company/{id}/farm/{farmId}/survey', () => {
  it("shows a member the farm of an audit they are assigned to, with the farm's audits", async () => {
    const bantry = ids.farms['Bantry Bay Mussels']!;
    expectNotFound(await t.call(FARMER, 'GET', `${farms}/${bantry}`));
    const survey = await insertAudit(t, bantry, 'Bantry 2026', [FARMER]);
    expect((await t.call(FARMER, 'GET', `${farms}/${bantry}`)).json()).toMatchObject({
      name: 'Bantry Bay Mussels',
      surveyCount: demoAuditCount('Bantry Bay Mussels') + 1,
    });
    expect(names(await t.call(FARMER, 'GET', farms))).toEqual(['Bantry Bay Mussels', 'Hardanger Fjord Site']);
    const res = await t.call(FARMER, 'GET', `${farms}/${bantry}/survey`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.companies).toHaveLength(1);
    expect(body.companies[0]).toMatchObject({ externalId: ids.company1, name: AURORA });
    expect(body.companies[0].farms).toHaveLength(1);
    expect(body.companies[0].farms[0]).toMatchObject({ externalId: bantry, name: 'Bantry Bay Mussels' });
    const surveys = body.companies[0].farms[0].surveys.map((s: { externalId: string; name: string }) => [s.externalId, s.name]);
    expect(surveys).toHaveLength(demoAuditCount('Bantry Bay Mussels') + 1);
    expect(surveys).toContainEqual([survey.externalId, 'Bantry 2026']);
  });

  it('lists no audits for a farm without any, and hides farms that are not visible', async () => {
    const empty = (await t.call(COMPANY, 'POST', farms, { name: 'No Audits Yet' })).json();
    const res = await t.call(COMPANY, 'GET', `${farms}/${empty.externalId}/survey`);
    expect(res.json().companies[0].farms[0]).toMatchObject({ name: 'No Audits Yet', surveys: [] });
    expectNotFound(await t.call(MANAGER, 'GET', `${farms}/${ids.farms['Clayoquot Sound']}/survey`));
    expectNotFound(await t.call(OTHER, 'GET', `${farms}/${ids.farms['Hardanger Fjord Site']}/survey`));
    expectUnauthorized(await t.call(null, 'GET', `${farms}/${ids.farms['Hardanger Fjord Site']}/survey`));
  });
});
