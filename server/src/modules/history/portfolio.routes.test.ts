import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAge } from '@aquarisk/contract/audit-age';
import { PORTFOLIO_CSV_HEADER } from '@aquarisk/contract/portfolio';
import { portfolioSchema, type Portfolio } from '@aquarisk/contract/schemas/portfolio.schema';
import { created, expectNotFound, MISSING_ID } from '../../../test/api-assertions.ts';
import { insertScoredSurvey, type ScoredSurveySpec } from '../../../test/scored-survey-fixture.ts';
import { ADMIN, COMPANY, FARMER, OTHER } from '../../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The portfolio view (issue 26 item 6) on a company of its own, every figure worked out by hand:
 * Alpha LOW 85 → HIGH 45 (a MODERATE score capped at HIGH by a knockout), Bravo MODERATE 50 → MODERATE 45 → MODERATE_LOW 65 (the previous audit
 * is the second newest), Charlie MODERATE_LOW 70 → MODERATE 55, Delta one audit (LOW 90), Foxtrot LOW 88 → LOW 82
 * (worse within its band), Echo none scored, and a farm named like a formula with no audit.
 */
let t: TestApp;
let companyId: string;
const farm: Record<string, string> = {};
const LICENCE_CAP = {
  sectionId: 1,
  stepId: 1,
  questionId: 7,
  questionText: 'Is the site licence valid?',
  answerText: 'No',
  capRisk: 'HIGH' as const,
};

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await created(t.call(ADMIN, 'POST', '/api/v1/company', { name: 'Portfolio Test Co' }))).externalId;
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', '=SUM(A1:A2)'])
    farm[name] = (await created(t.call(ADMIN, 'POST', `/api/v1/company/${companyId}/farm`, { name, country: 'Norway' }))).externalId;
  const scored = (f: string, year: number, normScore: number, risk: string, more: Partial<ScoredSurveySpec> = {}) =>
    insertScoredSurvey(t, farm[f]!, { name: `${f} ${year}`, createdAt: `${year}-01-01T00:00:00.000Z`, normScore, risk, ...more });
  await scored('Alpha', 2025, 85, 'LOW');
  await scored('Alpha', 2026, 45, 'HIGH', { scoreRisk: 'MODERATE', caps: [LICENCE_CAP] });
  await insertScoredSurvey(t, farm['Alpha']!, {
    name: 'Alpha 2026 follow-up',
    createdAt: '2026-06-01T00:00:00.000Z',
    state: 'IN_PROGRESS',
  });
  await scored('Bravo', 2024, 50, 'MODERATE');
  await scored('Bravo', 2025, 45, 'MODERATE');
  await scored('Bravo', 2026, 65, 'MODERATE_LOW');
  await scored('Charlie', 2025, 70, 'MODERATE_LOW');
  await scored('Charlie', 2026, 55, 'MODERATE', { scoreRisk: 'MODERATE', caps: [{ ...LICENCE_CAP, capRisk: 'MODERATE' }] });
  await scored('Delta', 2026, 90, 'LOW');
  await scored('Foxtrot', 2025, 88, 'LOW');
  await scored('Foxtrot', 2026, 82, 'LOW');
  await insertScoredSurvey(t, farm['Echo']!, { name: 'Echo 2026', createdAt: '2026-03-01T00:00:00.000Z', state: 'NOT_STARTED' });
  // The farmer joins with Bravo assigned: a restricted member sees only that farm's history.
  await created(t.call(ADMIN, 'POST', `/api/v1/company/${companyId}/user`, { fullName: 'Fiona Farmer', email: FARMER, phone: null }));
  await created(t.call(ADMIN, 'POST', `/api/v1/company/${companyId}/farm/${farm['Bravo']}/user`, { email: FARMER }));
});
afterAll(() => t.close());

const get = async (path: string, as = ADMIN) => {
  const res = await t.call(as, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const portfolioOf = async (as = ADMIN): Promise<Portfolio> =>
  portfolioSchema.parse((await get(`/api/v1/portfolio/company/${companyId}`, as)).json());

describe('GET /portfolio/company/{id}', () => {
  it('counts the band migration of every farm since its previous scored audit, exactly', async () => {
    const p = await portfolioOf();
    expect(p).toMatchObject({ farms: 7, scoredFarms: 5, comparedFarms: 4, worsenedFarms: 3, improvedFarms: 1 });
    expect(p.migration).toEqual([
      { from: 'NONE', to: 'LOW', farms: 1 },
      { from: 'MODERATE', to: 'MODERATE_LOW', farms: 1 },
      { from: 'MODERATE_LOW', to: 'MODERATE', farms: 1 },
      { from: 'LOW', to: 'HIGH', farms: 1 },
      { from: 'LOW', to: 'LOW', farms: 1 },
    ]);
  });

  it('lists the farms that worsened most, worst band move first, with both audits, their dates and caps', async () => {
    const { worsened } = await portfolioOf();
    expect(worsened.map((f) => [f.farmName, f.bandSteps, f.scoreChange])).toEqual([
      ['Alpha', 4, -40],
      ['Charlie', 1, -15],
      ['Foxtrot', 0, -6],
    ]);
    expect(worsened[0]).toMatchObject({
      companyName: 'Portfolio Test Co',
      latest: {
        name: 'Alpha 2026',
        date: '2026-01-01T00:00:00.000Z',
        normScore: 45,
        risk: 'HIGH',
        caps: ["'Is the site licence valid?' — No"],
      },
      previous: { name: 'Alpha 2025', date: '2025-01-01T00:00:00.000Z', normScore: 85, risk: 'LOW', caps: [] },
    });
    // a cap at the band the score gives anyway did not set the band: not listed
    expect(worsened[1]!.latest.caps).toEqual([]);
  });

  it('shows a restricted member only the farms they see', async () => {
    const p = await portfolioOf(FARMER);
    expect(p).toMatchObject({ farms: 1, scoredFarms: 1, comparedFarms: 1, worsenedFarms: 0, improvedFarms: 1 });
    expect(p.migration).toEqual([{ from: 'MODERATE', to: 'MODERATE_LOW', farms: 1 }]);
  });

  it("answers 404 for another company's portfolio, an unknown one, and 400 for a malformed id", async () => {
    expectNotFound(await t.call(OTHER, 'GET', `/api/v1/portfolio/company/${companyId}`));
    expectNotFound(await t.call(COMPANY, 'GET', `/api/v1/portfolio/company/${companyId}/export`));
    expectNotFound(await t.call(ADMIN, 'GET', `/api/v1/portfolio/company/${MISSING_ID}`));
    expect((await t.call(ADMIN, 'GET', '/api/v1/portfolio/company/not-an-id')).statusCode).toBe(400);
  });
});

describe('GET /portfolio/company/{id}/export', () => {
  it('is a CSV line per farm with its latest and previous audit, safe to open in a spreadsheet', async () => {
    const res = await get(`/api/v1/portfolio/company/${companyId}/export`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="aquarisk-portfolio-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(PORTFOLIO_CSV_HEADER.join(','));
    // the two changes say what their sign means, and it means the same: + better (issue 37 item 18)
    expect(lines[0]).toMatch(/,Score change in points \(\+ better\),Band change in bands \(\+ safer\),Months since latest audit,Stale$/);
    expect(lines).toHaveLength(8);
    // the latest audit's age and whether it is older than the company's audit interval (issue 39 item 5)
    const age2026 = auditAge('2026-01-01', 15, new Date().toISOString().slice(0, 10))!;
    const aged = `${age2026.months},${age2026.stale ? 'Yes' : 'No'}`;
    expect(lines).toContain(
      `Portfolio Test Co,Alpha,Norway,Alpha 2026,2026-01-01,45,HIGH,'Is the site licence valid?' — No,Alpha 2025,2025-01-01,85,LOW,,-40,-4,${aged}`,
    );
    expect(lines).toContain(
      `Portfolio Test Co,Bravo,Norway,Bravo 2026,2026-01-01,65,MODERATE LOW,,Bravo 2025,2025-01-01,45,MODERATE,,20,1,${aged}`,
    );
    expect(lines).toContain(`Portfolio Test Co,Delta,Norway,Delta 2026,2026-01-01,90,LOW,,,,,,,,,${aged}`);
    expect(lines).toContain('Portfolio Test Co,Echo,Norway,,,,,,,,,,,,,,');
    // a farm named like a formula is written as text
    expect(lines).toContain("Portfolio Test Co,'=SUM(A1:A2),Norway,,,,,,,,,,,,,,");
  });
});

describe('GET /admin/api/v1/portfolio (every company)', () => {
  it('covers every farm of every company for a platform admin', async () => {
    const all = portfolioSchema.parse((await get('/admin/api/v1/portfolio')).json());
    const farms = await t.database.db
      .selectFrom('farms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.farms).toBe(Number(farms.n));
    expect(all.worsened.map((f) => f.farmName)).toContain('Alpha');
    const csv = (await get('/admin/api/v1/portfolio/export')).body.split('\r\n').filter(Boolean);
    expect(csv).toHaveLength(Number(farms.n) + 1);
    for (const { name } of await t.database.db.selectFrom('companies').select('name').execute())
      expect(
        csv.some((l) => l.startsWith(`${name},`) || l.startsWith(`"${name}`)),
        name,
      ).toBe(true);
  });

  it('is refused to anyone else', async () => {
    for (const path of ['/admin/api/v1/portfolio', '/admin/api/v1/portfolio/export'])
      expect((await t.call(COMPANY, 'GET', path)).statusCode).toBe(403);
  });
});
