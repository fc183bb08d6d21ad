import { describe, expect, it } from 'vitest';
import { auditAge } from './audit-age.ts';
import { bandSteps, byWorsening, improved, portfolioOf, scoreChange, worsened } from './portfolio.ts';
import type { PortfolioFarm } from './schemas/portfolio.schema.ts';
import type { RiskBand } from './risk.ts';

const audit = (risk: RiskBand, normScore: number | null) => ({ externalId: 'a', name: 'A', date: '2026-01-01', normScore, risk, caps: [] });
const farm = (name: string, from: [RiskBand, number] | null, to: [RiskBand, number], auditedOn = '2026-01-01'): PortfolioFarm => ({
  farmExtId: name,
  farmName: name,
  companyExtId: 'c',
  companyName: 'C',
  country: null,
  latest: audit(...to),
  previous: from ? audit(...from) : null,
  scoreChange: from ? scoreChange(from[1], to[1]) : null,
  bandSteps: from ? bandSteps(from[0], to[0]) : null,
  auditAge: auditAge(auditedOn, 15, '2026-06-01')!,
});

describe('portfolio rules', () => {
  it('counts bands moved towards HIGH, and none to or from UNKNOWN', () => {
    expect(bandSteps('LOW', 'HIGH')).toBe(4);
    expect(bandSteps('MODERATE', 'MODERATE_LOW')).toBe(-1);
    expect(bandSteps('MODERATE', 'MODERATE')).toBe(0);
    expect(bandSteps('UNKNOWN', 'LOW')).toBeNull();
  });

  it('rounds the score change to one decimal and has none without both scores', () => {
    expect(scoreChange(70.04, 55)).toBe(-15);
    expect(scoreChange(null, 55)).toBeNull();
  });

  it('calls a farm worse when its band moved up, or its score fell within the band; better the other way', () => {
    expect(worsened(farm('a', ['LOW', 90], ['LOW', 85]))).toBe(true);
    expect(worsened(farm('b', ['HIGH', 5], ['MODERATE_HIGH', 1]))).toBe(false);
    expect(improved(farm('b', ['HIGH', 5], ['MODERATE_HIGH', 1]))).toBe(true);
    expect(worsened(farm('c', null, ['HIGH', 5]))).toBe(false);
  });

  it('orders the worst first: band steps, then score drop, then name', () => {
    const list = [farm('z', ['LOW', 90], ['LOW', 70]), farm('y', ['LOW', 90], ['MODERATE', 50]), farm('x', ['LOW', 90], ['LOW', 70])];
    expect(list.sort(byWorsening).map((f) => f.farmName)).toEqual(['y', 'x', 'z']);
  });

  it('builds the migration table in reading order and keeps the ten worst', () => {
    const farms = [
      farm('new', null, ['LOW', 90]),
      ...Array.from({ length: 12 }, (_, i) => farm(`w${String(i).padStart(2, '0')}`, ['LOW', 90], ['MODERATE', 50 - i])),
    ];
    const p = portfolioOf(20, farms);
    expect(p).toMatchObject({ farms: 20, scoredFarms: 13, comparedFarms: 12, worsenedFarms: 12, improvedFarms: 0 });
    expect(p.migration).toEqual([
      { from: 'NONE', to: 'LOW', farms: 1 },
      { from: 'LOW', to: 'MODERATE', farms: 12 },
    ]);
    expect(p.worsened.map((f) => f.farmName)).toEqual(['w11', 'w10', 'w09', 'w08', 'w07', 'w06', 'w05', 'w04', 'w03', 'w02']);
  });

  it('counts the stale farms and lists them oldest audit first (issue 39 item 5)', () => {
    const p = portfolioOf(4, [
      farm('fresh', null, ['LOW', 90]),
      farm('older', null, ['LOW', 90], '2024-12-01'),
      farm('oldest', null, ['LOW', 90], '2024-06-01'),
    ]);
    expect(p.staleFarms).toBe(2);
    expect(p.stale.map((f) => [f.farmName, f.auditAge.months])).toEqual([
      ['oldest', 24],
      ['older', 18],
    ]);
  });
});
