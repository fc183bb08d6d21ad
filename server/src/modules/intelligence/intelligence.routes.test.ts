import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAge } from '@aquarisk/contract/audit-age';
import { unscoredMapAudit } from '@aquarisk/contract/schemas/intelligence.fixture';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { created, expectError, expectNotFound, expectUnauthorized, MISSING_ID } from '../../../test/api-assertions.ts';
import { answerAll, launch } from '../../../test/audit-helpers.ts';
import { insertScoredSurvey } from '../../../test/scored-survey-fixture.ts';
import { ADMIN, AUDITOR, COMPANY, FARMER, OTHER, VIEWER } from '../../../test/demo-users.ts';

/**
 * A company of its own with five farms, so every figure below is computed by hand:
 * Alpha (Norway) has two scored audits, only the newer counts (plus a newer unscored one that does not);
 * Bravo (Norway) one scored audit; Charlie (Chile) one scored with an UNKNOWN band; Delta (Chile) only an open audit;
 * Echo (no country) none.
 */
let t: TestApp;
let companyId: string;
const farm: Record<string, string> = {};
const audit: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await created(t.call(ADMIN, 'POST', '/api/v1/company', { name: 'Intel Test Co' }))).externalId;
  const farms = [
    {
      name: 'Alpha',
      country: 'Norway',
      latitude: 60,
      longitude: 5,
      animalCount: 1000,
      avgValue: 100_000,
      maxValue: 150_000,
      tonnage: 10,
      harvestWeight: 4.5,
      currencyCode: 'EUR',
    },
    {
      name: 'Bravo',
      country: 'Norway',
      latitude: 61,
      longitude: 6,
      animalCount: 500,
      avgValue: 50_000,
      maxValue: 80_000,
      tonnage: 5,
      currencyCode: 'NOK',
    },
    { name: 'Charlie', country: 'Chile', latitude: -42, longitude: -73, animalCount: 2000, tonnage: 20, currencyCode: 'CLP' },
    { name: 'Delta', country: 'Chile', latitude: -41, longitude: -72, avgValue: 10_000, maxValue: 20_000, currencyCode: 'CLP' },
    { name: 'Echo', animalCount: 10, avgValue: 1, maxValue: 2, tonnage: 1 },
  ];
  for (const f of farms) farm[f.name] = (await created(t.call(ADMIN, 'POST', `/api/v1/company/${companyId}/farm`, f))).externalId;
  audit['alphaOld'] = await insertScoredSurvey(t, farm['Alpha']!, {
    name: 'Alpha 2025',
    createdAt: '2025-01-01T00:00:00.000Z',
    normScore: 10,
    risk: 'HIGH',
    assignees: [FARMER],
    sections: [{ name: 'Environment', risk: 'HIGH', normScore: 5, score: 5 }],
    steps: ['HIGH', 'HIGH'],
  });
  audit['alphaNew'] = await insertScoredSurvey(t, farm['Alpha']!, {
    name: 'Alpha 2026',
    createdAt: '2026-01-01T00:00:00.000Z',
    normScore: 90,
    risk: 'LOW',
    sections: [
      { name: 'Environment', risk: 'LOW', normScore: 85, score: 42.5 },
      { name: 'Husbandry', risk: 'MODERATE', normScore: 50, score: 25 },
    ],
    steps: ['LOW', 'LOW', 'LOW', 'MODERATE'],
  });
  await insertScoredSurvey(t, farm['Alpha']!, {
    name: 'Alpha 2026 follow-up',
    createdAt: '2026-06-01T00:00:00.000Z',
    state: 'IN_PROGRESS',
  });
  audit['bravo'] = await insertScoredSurvey(t, farm['Bravo']!, {
    name: 'Bravo 2026',
    createdAt: '2026-02-01T00:00:00.000Z',
    normScore: 30,
    risk: 'MODERATE_HIGH',
    sections: [
      { name: 'Environment', risk: 'HIGH', normScore: 10, score: 5 },
      { name: 'Husbandry', risk: 'MODERATE_LOW', normScore: 70, score: 35 },
    ],
    steps: ['HIGH', 'MODERATE_LOW'],
  });
  audit['charlie'] = await insertScoredSurvey(t, farm['Charlie']!, {
    name: 'Charlie 2026',
    createdAt: '2026-03-01T00:00:00.000Z',
    normScore: null,
    risk: 'UNKNOWN',
  });
  await insertScoredSurvey(t, farm['Delta']!, { name: 'Delta 2026', createdAt: '2026-03-01T00:00:00.000Z', state: 'NOT_STARTED' });
  // The farmer joins with Bravo assigned and sees Alpha only through the older audit assigned to them.
  await created(t.call(ADMIN, 'POST', `/api/v1/company/${companyId}/user`, { fullName: 'Fiona Farmer', email: FARMER, phone: null }));
  await created(t.call(ADMIN, 'POST', `/api/v1/company/${companyId}/farm/${farm['Bravo']}/user`, { email: FARMER }));
  await created(t.call(ADMIN, 'POST', `/api/v1/company/${companyId}/user`, { fullName: 'Victor Viewer', email: VIEWER, phone: null }));
});
afterAll(() => t.close());

const get = async <T>(path: string, as = ADMIN) => {
  const res = await t.call(as, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const CHILE = { country: 'Chile', animalCount: 2000, tonnage: 20 };
const NORWAY = { country: 'Norway', farmCount: 2, animalCount: 1500, tonnage: 15 };
const CLP = { currencyCode: 'CLP', farmCount: 1, avgValue: 10_000, maxValue: 20_000 };
const EUR = { currencyCode: 'EUR', farmCount: 1, avgValue: 100_000, maxValue: 150_000 };
const NOK = { currencyCode: 'NOK', farmCount: 1, avgValue: 50_000, maxValue: 80_000 };
interface Item {
  farmName: string;
  surveyId: string | null;
  surveyName: string | null;
  risk: string | null;
  normScore: number | null;
  score: number | null;
  steps: Record<string, number>;
  sections: { name: string; risk: string; normScore: number | null }[];
  [k: string]: unknown;
}
const today = () => new Date().toISOString().slice(0, 10);
const names = (items: Item[]) => items.map((i) => i.farmName);
const levels = (summary: { risk: string; farmCount: number }[]) => Object.fromEntries(summary.map((l) => [l.risk, l.farmCount]));

describe('GET /iq/company/{id}', () => {
  it('maps each scored farm with its latest scored audit only', async () => {
    const items = await get<Item[]>(`/api/v1/iq/company/${companyId}?scored=true`);
    expect(names(items)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(items[0]).toEqual({
      farmExtId: farm['Alpha'],
      farmName: 'Alpha',
      country: 'Norway',
      latitude: 60,
      longitude: 5,
      currencyCode: 'EUR',
      actualValue: null,
      avgValue: 100_000,
      maxValue: 150_000,
      animalCount: 1000,
      harvestWeight: 4.5,
      stockingDensity: null,
      stockingWeight: null,
      tonnage: 10,
      surveyId: audit['alphaNew'],
      surveyName: 'Alpha 2026',
      score: 67.5,
      normScore: 90,
      risk: 'LOW',
      steps: { LOW: 3, MODERATE: 1 },
      sections: [
        { name: 'Environment', risk: 'LOW', normScore: 85 },
        { name: 'Husbandry', risk: 'MODERATE', normScore: 50 },
      ],
      // its age against the company's default audit interval, as the contract's rule says today (issue 39 item 5)
      auditedOn: '2026-01-01',
      ageMonths: auditAge('2026-01-01', 15, today())!.months,
      stale: auditAge('2026-01-01', 15, today())!.stale,
    });
    expect(items[1]).toMatchObject({
      surveyId: audit['bravo'],
      risk: 'MODERATE_HIGH',
      normScore: 30,
      score: 40,
      steps: { HIGH: 1, MODERATE_LOW: 1 },
    });
    expect(items[2]).toMatchObject({ surveyId: audit['charlie'], risk: 'UNKNOWN', normScore: null, score: 0, steps: {}, sections: [] });
  });

  it('lists every farm without the flag, those without a scored audit with empty scores', async () => {
    const items = await get<Item[]>(`/api/v1/iq/company/${companyId}`);
    expect(names(items)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(items[3]).toMatchObject({ farmName: 'Delta', ...unscoredMapAudit, avgValue: 10_000 });
    expect((await get<Item[]>(`/api/v1/iq/company/${companyId}?scored=false`)).length).toBe(5);
  });
});

describe('GET /iq/company/{id}/risk', () => {
  it('counts farms by the band of their latest scored audit, UNKNOWN left out, all five levels in order', async () => {
    const summary = await get<{ risk: string; farmCount: number }[]>(`/api/v1/iq/company/${companyId}/risk`);
    expect(summary).toEqual([
      { risk: 'LOW', farmCount: 1 },
      { risk: 'MODERATE_LOW', farmCount: 0 },
      { risk: 'MODERATE', farmCount: 0 },
      { risk: 'MODERATE_HIGH', farmCount: 1 },
      { risk: 'HIGH', farmCount: 0 },
    ]);
  });

  it("counts by one section's band when a section is named", async () => {
    expect(levels(await get(`/api/v1/iq/company/${companyId}/risk?section=Environment`))).toEqual({
      LOW: 1,
      MODERATE_LOW: 0,
      MODERATE: 0,
      MODERATE_HIGH: 0,
      HIGH: 1,
    });
    expect(levels(await get(`/api/v1/iq/company/${companyId}/risk?section=Husbandry`))).toEqual({
      LOW: 0,
      MODERATE_LOW: 1,
      MODERATE: 1,
      MODERATE_HIGH: 0,
      HIGH: 0,
    });
    expect(levels(await get(`/api/v1/iq/company/${companyId}/risk?section=Governance`))).toEqual({
      LOW: 0,
      MODERATE_LOW: 0,
      MODERATE: 0,
      MODERATE_HIGH: 0,
      HIGH: 0,
    });
  });
});

describe('GET /iq/my/company/{id}/countries', () => {
  it('sums the farms of each country, values per currency and never across them; no country comes last', async () => {
    expect(await get(`/api/v1/iq/my/company/${companyId}/countries`)).toEqual([
      { ...CHILE, farmCount: 2, avgValue: 10_000, maxValue: 20_000, currencyCode: 'CLP', values: [CLP] },
      // EUR 100,000 and NOK 50,000 make no 150,000 of anything (issue 21 item 14).
      { ...NORWAY, avgValue: null, maxValue: null, currencyCode: null, values: [EUR, NOK] },
      {
        country: null,
        farmCount: 1,
        animalCount: 10,
        tonnage: 1,
        avgValue: 1,
        maxValue: 2,
        currencyCode: null,
        values: [{ currencyCode: null, farmCount: 1, avgValue: 1, maxValue: 2 }],
      },
    ]);
  });

  it('keeps to farms with a scored audit when asked', async () => {
    expect(await get(`/api/v1/iq/my/company/${companyId}/countries?scored=true`)).toEqual([
      { ...CHILE, farmCount: 1, avgValue: 0, maxValue: 0, currencyCode: null, values: [] },
      { ...NORWAY, avgValue: null, maxValue: null, currencyCode: null, values: [EUR, NOK] },
    ]);
  });

  it('counts farms per country', async () => {
    expect(await get(`/api/v1/iq/my/company/${companyId}/countries/farm/count`)).toEqual([
      { country: 'Chile', farmCount: 2 },
      { country: 'Norway', farmCount: 2 },
      { country: null, farmCount: 1 },
    ]);
  });
});

describe('visibility', () => {
  it('shows a farmer their assigned farms, and a farm of an assigned audit by that audit only', async () => {
    const items = await get<Item[]>(`/api/v1/iq/company/${companyId}?scored=true`, FARMER);
    expect(items.map((i) => [i.farmName, i.surveyName, i.risk])).toEqual([
      ['Alpha', 'Alpha 2025', 'HIGH'],
      ['Bravo', 'Bravo 2026', 'MODERATE_HIGH'],
    ]);
    expect(names(await get<Item[]>(`/api/v1/iq/company/${companyId}`, FARMER))).toEqual(['Alpha', 'Bravo']);
    expect(levels(await get(`/api/v1/iq/company/${companyId}/risk`, FARMER))).toEqual({
      LOW: 0,
      MODERATE_LOW: 0,
      MODERATE: 0,
      MODERATE_HIGH: 1,
      HIGH: 1,
    });
    expect(levels(await get(`/api/v1/iq/company/${companyId}/risk?section=Environment`, FARMER))).toEqual({
      LOW: 0,
      MODERATE_LOW: 0,
      MODERATE: 0,
      MODERATE_HIGH: 0,
      HIGH: 2,
    });
    expect(await get(`/api/v1/iq/my/company/${companyId}/countries`, FARMER)).toEqual([
      { ...NORWAY, avgValue: null, maxValue: null, currencyCode: null, values: [EUR, NOK] },
    ]);
    expect(await get(`/api/v1/iq/my/company/${companyId}/countries/farm/count`, FARMER)).toEqual([{ country: 'Norway', farmCount: 2 }]);
  });

  it('shows a member with nothing assigned an empty map and zero counts', async () => {
    expect(await get(`/api/v1/iq/company/${companyId}`, VIEWER)).toEqual([]);
    expect(levels(await get(`/api/v1/iq/company/${companyId}/risk`, VIEWER))).toEqual({
      LOW: 0,
      MODERATE_LOW: 0,
      MODERATE: 0,
      MODERATE_HIGH: 0,
      HIGH: 0,
    });
    expect(await get(`/api/v1/iq/my/company/${companyId}/countries`, VIEWER)).toEqual([]);
  });

  it("answers 404 for another company's data, an unknown company, 400 for a bad id, 401 without a token", async () => {
    const paths = ['', '/risk']
      .map((p) => `/api/v1/iq/company/${companyId}${p}`)
      .concat([`/api/v1/iq/my/company/${companyId}/countries`, `/api/v1/iq/my/company/${companyId}/countries/farm/count`]);
    for (const path of paths) {
      for (const who of [COMPANY, OTHER]) expectNotFound(await t.call(who, 'GET', path));
      expectNotFound(await t.call(ADMIN, 'GET', path.replace(companyId, MISSING_ID)));
      expectError(await t.call(ADMIN, 'GET', path.replace(companyId, 'not-an-id')), 400, 'Not a valid id');
      expectUnauthorized(await t.call(null, 'GET', path));
    }
    expectError(await t.call(ADMIN, 'GET', `/api/v1/iq/company/${companyId}?scored=maybe`), 400);
  });
});

describe('with real scoring', () => {
  it('maps the stored scores of an audit scored through the API, steps and sections included', async () => {
    const ids = await t.ids();
    const { surveyId, template } = await launch(t, 'Clayoquot Sound', [AUDITOR], 'Clayoquot scored for the map');
    await answerAll(t, AUDITOR, surveyId, template);
    const scored = await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/score`);
    expect(scored.statusCode, scored.body).toBe(200);
    const results = (await t.call(ADMIN, 'GET', `/api/v1/survey/${surveyId}/score`)).json<{
      risk: string;
      normScore: number;
      children: { name: string; risk: string; normScore: number; children: { risk: string }[] }[];
    }>();
    const items = await get<Item[]>(`/api/v1/iq/company/${ids.company1}?scored=true`);
    const item = items.find((i) => i.farmName === 'Clayoquot Sound')!;
    expect(item).toMatchObject({ surveyId, surveyName: 'Clayoquot scored for the map', risk: results.risk, normScore: results.normScore });
    expect(item.sections).toEqual(results.children.map((s) => ({ name: s.name, risk: s.risk, normScore: s.normScore })));
    const stepRisks = results.children.flatMap((s) => s.children.map((st) => st.risk));
    const expected: Record<string, number> = {};
    for (const r of stepRisks) expected[r] = (expected[r] ?? 0) + 1;
    expect(stepRisks.length).toBe(template.sections.reduce((n, s) => n + s.steps.length, 0));
    expect(item.steps).toEqual(expected);
    // Seeded demo audits were scored the same way: every scored farm has its step counts.
    for (const i of items) expect(Object.values(i.steps).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
