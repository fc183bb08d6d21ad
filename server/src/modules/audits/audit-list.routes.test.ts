import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAudits } from '../../seed/demo-audits.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listing = {
  companies: {
    name: string;
    farms: {
      name: string;
      country: string;
      auditCount: number;
      surveys: { name: string; state: string; scoring: { normScore: number; sections: unknown[] } | null }[];
    }[];
  }[];
};
const list = async (who: string, query = '') => (await t.call(who, 'GET', `/api/v1/survey${query}`)).json<Listing>();
const surveys = (l: Listing) => l.companies.flatMap((c) => c.farms.flatMap((f) => f.surveys));
const aurora = demoAudits.filter((a) => !['Willapa Bay Oysters', 'Marlborough Sounds Lines'].includes(a.farm));

describe('GET /survey', () => {
  it('groups companies → farms → surveys with scores and five section scores', async () => {
    const ids = await t.ids();
    const res = await list('company@example.com', `?filterCompanyExtId=${ids.company1}`);
    expect(res.companies).toHaveLength(1);
    expect(surveys(res)).toHaveLength(aurora.length);
    const scored = surveys(res).find((s) => s.state === 'SCORED')!;
    expect(scored.scoring!.sections).toHaveLength(5);
    expect(surveys(res).find((s) => s.state === 'NOT_STARTED')!.scoring).toBeNull();
  });

  it('filters by state, country, region and farm', async () => {
    const ids = await t.ids();
    const base = `?filterCompanyExtId=${ids.company1}`;
    for (const state of ['NOT_STARTED', 'IN_PROGRESS', 'SCORED'] as const) {
      const expected = aurora.filter((a) => ({ new: 'NOT_STARTED', partial: 'IN_PROGRESS', scored: 'SCORED' })[a.state] === state).length;
      const got = surveys(await list('admin@example.com', `${base}&filterState=${state}`));
      expect(got.length).toBe(expected);
      expect(got.every((s) => s.state === state)).toBe(true);
    }
    const norway = await list('admin@example.com', `${base}&filterCountry=Norway`);
    expect(norway.companies[0]!.farms.every((f) => f.country === 'Norway')).toBe(true);
    const nordland = await list('admin@example.com', `${base}&filterCountry=Norway&filterStateProvince=Nordland`);
    expect(nordland.companies[0]!.farms.map((f) => f.name)).toEqual(['Lofoten North']);
    const farm = await list('admin@example.com', `${base}&filterFarmExtId=${ids.farms['Loch Creran']}`);
    expect(surveys(farm)).toHaveLength(aurora.filter((a) => a.farm === 'Loch Creran').length);
    const years = await list('admin@example.com', `${base}&filterStartYear=2026`);
    expect(surveys(years).length).toBe(aurora.filter((a) => a.year >= 2026).length);
  });

  it('pages in SQL', async () => {
    const ids = await t.ids();
    const pages = [];
    for (let page = 1; page <= Math.ceil(aurora.length / 5); page++)
      pages.push(surveys(await list('admin@example.com', `?filterCompanyExtId=${ids.company1}&size=5&page=${page}`)));
    expect(pages[0]).toHaveLength(5);
    expect(pages.flat()).toHaveLength(aurora.length);
    expect(new Set(pages.flat().map((s) => s.name)).size).toBe(aurora.length);
    expect((await t.call('admin@example.com', 'GET', '/api/v1/survey?size=251')).statusCode).toBe(400);
  });

  it('counts each farm card’s audits on every page under the filters, not the page’s (issue 37 item 14)', async () => {
    const ids = await t.ids();
    const stateOf = { new: 'NOT_STARTED', partial: 'IN_PROGRESS', scored: 'SCORED' } as const;
    for (const filter of ['', '&filterState=SCORED']) {
      const kept = filter ? aurora.filter((a) => stateOf[a.state] === 'SCORED') : aurora;
      const expected = (farm: string) => kept.filter((a) => a.farm === farm).length;
      const seen = new Map<string, number>();
      for (let page = 1; page <= Math.ceil(kept.length / 2); page++) {
        const res = await list('admin@example.com', `?filterCompanyExtId=${ids.company1}&size=2&page=${page}${filter}`);
        for (const farm of res.companies.flatMap((c) => c.farms)) {
          expect(farm.auditCount, `${farm.name} on page ${page}${filter}`).toBe(expected(farm.name));
          seen.set(farm.name, (seen.get(farm.name) ?? 0) + farm.surveys.length);
        }
      }
      expect([...seen].filter(([farm, n]) => n !== expected(farm))).toEqual([]);
      expect([...seen.values()].some((n) => n > 2)).toBe(true); // some farm spans pages
    }
    const farmer = await list('farmer@example.com', '?size=1');
    expect(farmer.companies.flatMap((c) => c.farms).map((f) => [f.name, f.auditCount])).toEqual([
      ['Hardanger Fjord Site', demoAudits.filter((a) => a.farm === 'Hardanger Fjord Site').length],
    ]);
  });

  it('pages a country filter in the order of the full query (found first among the newest audits)', async () => {
    const ids = await t.ids();
    const db = t.database.db;
    const expected = await db
      .selectFrom('surveys')
      .innerJoin('farms', 'farms.id', 'surveys.farmId')
      .innerJoin('companies', 'companies.id', 'surveys.companyId')
      .select('surveys.externalId')
      .where('companies.externalId', '=', ids.company1)
      .where('farms.country', '=', 'Norway')
      .orderBy('surveys.createdAt', 'desc')
      .orderBy('surveys.id', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(2);
    const paged: string[] = [];
    for (let page = 1; page <= expected.length + 1; page++) {
      const res = await t.call(
        'admin@example.com',
        'GET',
        `/api/v1/survey?filterCompanyExtId=${ids.company1}&filterCountry=Norway&size=1&page=${page}`,
      );
      paged.push(
        ...res
          .json<{ companies: { farms: { surveys: { externalId: string }[] }[] }[] }>()
          .companies.flatMap((c) => c.farms.flatMap((f) => f.surveys.map((x) => x.externalId))),
      );
    }
    expect(paged).toEqual(expected.map((r) => r.externalId));
  });

  it('filters by the farm’s place as it is now: audits follow a farm that moves, and new audits carry it (migration 042 triggers)', async () => {
    const ids = await t.ids();
    const base = `?filterCompanyExtId=${ids.company1}`;
    const farmNames = async (q: string) =>
      (await list('admin@example.com', `${base}${q}`)).companies.flatMap((c) => c.farms.map((f) => f.name));
    expect(await farmNames('&filterCountry=Norway&filterStateProvince=Nordland')).toEqual(['Lofoten North']);
    await t.database.db
      .updateTable('farms')
      .set({ country: 'Iceland', stateProvince: 'Westfjords' })
      .where('name', '=', 'Lofoten North')
      .execute();
    expect(await farmNames('&filterCountry=Norway&filterStateProvince=Nordland')).toEqual([]);
    expect(await farmNames('&filterCountry=Iceland&filterStateProvince=Westfjords')).toEqual(['Lofoten North']);
    const templates = (await t.call('admin@example.com', 'GET', '/admin/api/v1/template')).json<{ id: string }[]>();
    const launched = await t.call('admin@example.com', 'POST', `/admin/api/v1/template/${templates[0]!.id}/launch`, {
      name: 'Westfjords audit',
      surveyYear: '2026',
      companyExtId: ids.company1,
      farmExtId: ids.farms['Lofoten North'],
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const iceland = await list('admin@example.com', `${base}&filterCountry=Iceland`);
    expect(surveys(iceland).map((x) => x.name)).toContain('Westfjords audit');
    await t.database.db
      .updateTable('farms')
      .set({ country: 'Norway', stateProvince: 'Nordland' })
      .where('name', '=', 'Lofoten North')
      .execute();
    expect(await farmNames('&filterCountry=Iceland')).toEqual([]);
  });

  it('shows restricted members only the audits of their farms and audits', async () => {
    const farmer = surveys(await list('farmer@example.com'));
    expect(farmer.map((s) => s.name).sort()).toEqual(
      demoAudits
        .filter((a) => a.farm === 'Hardanger Fjord Site')
        .map((a) => a.name)
        .sort(),
    );
    const other = await list('other@example.com');
    expect(other.companies.map((c) => c.name)).toEqual(['Pacific Shellfish Co']);
    const ids = await t.ids();
    expect((await t.call('other@example.com', 'GET', `/api/v1/survey?filterCompanyExtId=${ids.company1}`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', '/api/v1/survey')).statusCode).toBe(401);
  });

  it('answers the audit years, newest first', async () => {
    const res = (await t.call('admin@example.com', 'GET', '/api/v1/survey/created/year')).json();
    expect(res.surveyYears).toEqual([...new Set(demoAudits.map((a) => a.year))].sort((a, b) => b - a));
    const ids = await t.ids();
    const pacific = (await t.call('admin@example.com', 'GET', `/api/v1/survey/created/year?filterCompanyExtId=${ids.company2}`)).json();
    expect(pacific.surveyYears).toEqual([2026]);
    expect((await t.call('other@example.com', 'GET', `/api/v1/survey/created/year?filterCompanyExtId=${ids.company1}`)).statusCode).toBe(
      404,
    );
  });
});
