import { describe, expect, it } from 'vitest';
import { addMonths } from '@aquarisk/contract/audit-schedule';
import { auditIntervalMessages, type AuditAge } from '@aquarisk/contract/schemas/audit-age.schema';
import { PORTFOLIO_CSV_HEADER } from '@aquarisk/contract/portfolio';
import type { Portfolio } from '@aquarisk/contract/schemas/portfolio.schema';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { created, expectForbidden, expectInvalid, expectNotFound } from '../../../test/api-assertions.ts';
import { insertScoredSurvey } from '../../../test/scored-survey-fixture.ts';
import { ADMIN, COMPANY, FARMER, OTHER } from '../../../test/demo-users.ts';

interface PageFarm {
  name: string;
  auditAge: AuditAge | null;
}

const { t, ids } = demoAppPerFile();
const today = () => new Date().toISOString().slice(0, 10);
const monthsAgo = (n: number) => `${addMonths(today(), -n)}T09:00:00.000Z`;

async function farmWithAudit(company: string, name: string, auditedMonthsAgo: number | null) {
  const farm = await created(t.call(ADMIN, 'POST', `/api/v1/company/${company}/farm`, { name }));
  if (auditedMonthsAgo !== null)
    await insertScoredSurvey(t, farm.externalId, {
      name: `${name} audit`,
      createdAt: monthsAgo(auditedMonthsAgo),
      risk: 'LOW',
      normScore: 90,
    });
  return farm.externalId;
}

const listed = async (as: string, company = ids.company1) => {
  const res = await t.call(as, 'GET', `/api/v1/company/${company}/farm-page?size=100`);
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<{ farms: PageFarm[] }>().farms.map((f) => [f.name, f.auditAge]));
};
const mapped = async (as: string) => {
  const res = await t.call(as, 'GET', `/api/v1/iq/company/${ids.company1}`);
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<FarmMapItem[]>().map((f) => [f.farmName, [f.stale, f.ageMonths]]));
};
const portfolio = async (as: string) => {
  const res = await t.call(as, 'GET', `/api/v1/portfolio/company/${ids.company1}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Portfolio>();
};

describe('stale farms by the company audit interval (issue 39 item 5)', () => {
  it('the demo has a stale farm on every screen: Chiloé Sur, last scored in November 2024', async () => {
    expect((await listed(COMPANY)).get('Chiloé Sur')).toMatchObject({ auditedOn: '2024-11-05', stale: true });
    expect((await mapped(COMPANY)).get('Chiloé Sur')?.[0]).toBe(true);
    expect((await portfolio(COMPANY)).stale.map((f) => f.farmName)).toContain('Chiloé Sur');
  });

  it('shows a farm whose latest scored audit is older than 15 months as stale, with its age, on the list, the map and the portfolio', async () => {
    await farmWithAudit(ids.company1, 'Stale Sixteen', 16);
    await farmWithAudit(ids.company1, 'Fresh Fourteen', 14);
    await farmWithAudit(ids.company1, 'Half Year', 8);
    await farmWithAudit(ids.company1, 'Never Audited', null);
    await farmWithAudit(ids.company2, 'Elsewhere Stale', 30);

    const list = await listed(COMPANY);
    expect(list.get('Stale Sixteen')).toMatchObject({ months: 16, stale: true });
    expect(list.get('Fresh Fourteen')).toMatchObject({ months: 14, stale: false });
    expect(list.get('Half Year')).toMatchObject({ months: 8, stale: false });
    expect(list.get('Never Audited')).toBeNull();
    expect(list.has('Elsewhere Stale')).toBe(false);

    const map = await mapped(COMPANY);
    expect(map.get('Stale Sixteen')).toEqual([true, 16]);
    expect(map.get('Fresh Fourteen')).toEqual([false, 14]);
    expect(map.has('Elsewhere Stale')).toBe(false);

    const p = await portfolio(COMPANY);
    const stale = p.stale.map((f) => f.farmName);
    expect(stale).toContain('Stale Sixteen');
    expect(stale).not.toContain('Fresh Fourteen');
    expect(stale).not.toContain('Elsewhere Stale');
    expect(p.staleFarms).toBe(p.stale.length);
    expect(p.stale.find((f) => f.farmName === 'Stale Sixteen')?.auditAge).toMatchObject({ months: 16, stale: true });

    const csv = (await t.call(COMPANY, 'GET', `/api/v1/portfolio/company/${ids.company1}/export`)).body
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe(PORTFOLIO_CSV_HEADER.join(','));
    expect(csv.find((l) => l.includes(',Stale Sixteen,'))).toMatch(/,16,Yes$/);
    expect(csv.find((l) => l.includes(',Fresh Fourteen,'))).toMatch(/,14,No$/);
  });

  it('a company admin shortens the interval to 6 months and the farm audited 8 months ago becomes stale', async () => {
    expect((await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company1}/audit-interval`)).json()).toEqual({ months: 15 });
    const res = await t.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}/audit-interval`, { months: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ months: 6 });

    expect((await listed(COMPANY)).get('Half Year')).toMatchObject({ months: 8, stale: true });
    expect((await mapped(COMPANY)).get('Half Year')).toEqual([true, 8]);
    expect((await portfolio(COMPANY)).stale.map((f) => f.farmName)).toContain('Half Year');
    // the other company keeps the default: its own interval, not this one
    expect((await t.call(OTHER, 'GET', `/api/v1/company/${ids.company2}/audit-interval`)).json()).toEqual({ months: 15 });
  });

  it('refuses an interval outside 1 to 60 whole months, from anyone but a company admin, and for another company', async () => {
    const path = `/api/v1/company/${ids.company1}/audit-interval`;
    for (const months of [0, 61, 1.5, 'soon'])
      expectInvalid(await t.call(COMPANY, 'PUT', path, { months }), 'months', auditIntervalMessages.months);
    expectForbidden(await t.call(FARMER, 'PUT', path, { months: 12 }));
    expectNotFound(await t.call(OTHER, 'PUT', path, { months: 12 }));
    expectNotFound(await t.call(OTHER, 'GET', path));
    expect((await t.call(COMPANY, 'GET', path)).json()).toEqual({ months: 6 });
  });
});
