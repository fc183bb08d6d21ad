import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { farmTrendSchema, TREND_ENV_MAX_POINTS, type FarmTrend } from '@aquarisk/contract/schemas/trend.schema';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { ADMIN, FARMER, OTHER } from '../../../test/demo-users.ts';
import { importEnvironment } from '../environment/environment-import.service.ts';
import { storedNumber } from '../../../test/audit-helpers.ts';

/**
 * A farm's trend (issue 26 item 5) on the demo's history: Hardanger was scored in 2023, 2024 and 2025 and has a 2026
 * audit not yet scored; Loch Creran is another farm of the same company that the demo farmer is not assigned to.
 */
const { t, ids } = demoAppPerFile();
const HARDANGER = 'Hardanger Fjord Site';
const SCORED = ['Hardanger annual audit 2023', 'Hardanger annual audit 2024', 'Hardanger annual audit 2025'];

const surveyRow = (name: string) =>
  t.database.db
    .selectFrom('surveys')
    .innerJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
    .select(['surveys.id', 'surveys.externalId', 'surveys.normScore', 'surveys.risk', 'surveys.state', 'surveySnapshots.bodyJson'])
    .where('surveys.name', '=', name)
    .executeTakeFirstOrThrow();

async function trendOf(url: string, as = ADMIN): Promise<FarmTrend> {
  const res = await t.call(as, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return farmTrendSchema.parse(res.json());
}
const bySurvey = async (name: string, as = ADMIN) => trendOf(`/api/v1/survey/${(await surveyRow(name)).externalId}/trend`, as);
const farmUrl = (farm: string) => `/api/v1/company/${ids.company1}/farm/${ids.farms[farm]}/trend`;

/** The stored answer of an audit to the question naming a measure. */
async function storedValue(name: string, ruleKey: string): Promise<number> {
  const row = await surveyRow(name);
  return storedNumber(t, row.id, JSON.parse(row.bodyJson) as TemplateBody, (q) => q.ruleKey === ruleKey);
}

describe("A farm's trend", () => {
  it('lists every scored audit of the farm in date order with its stored scores, and no unscored one', async () => {
    const trend = await bySurvey('Hardanger annual audit 2025');
    expect(trend.farmName).toBe(HARDANGER);
    expect(trend.audits.map((a) => a.name)).toEqual(SCORED);
    const unscored = await t.database.db
      .selectFrom('surveys')
      .select('name')
      .where('name', '=', 'Hardanger annual audit 2026')
      .executeTakeFirstOrThrow();
    expect(trend.audits.map((a) => a.name)).not.toContain(unscored.name);
    for (const audit of trend.audits) {
      const row = await surveyRow(audit.name);
      expect(row.state).toBe('SCORED');
      expect([audit.externalId, audit.normScore, audit.risk]).toEqual([row.externalId, row.normScore, row.risk]);
      const sections = await t.database.db
        .selectFrom('surveySectionScores')
        .select(['sectionId', 'normScore', 'risk'])
        .where('surveyId', '=', row.id)
        .orderBy('ordinal')
        .execute();
      expect(sections.length).toBeGreaterThan(0);
      expect(audit.sections.map((s) => [s.id, s.normScore, s.risk])).toEqual(sections.map((s) => [s.sectionId, s.normScore, s.risk]));
    }
    const dates = trend.audits.map((a) => a.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('gives the priced measurements of each audit with the limits of the farm’s place', async () => {
    const trend = await bySurvey('Hardanger annual audit 2024');
    const keys = trend.measures.map((m) => m.key);
    for (const key of ['mortality.month', 'lice.peak', 'oxygen.lowestSaturation', 'escapes.count', 'density.max'] as const)
      expect(keys).toContain(key);
    for (const measure of trend.measures) {
      expect(measure.points.map((p) => p.surveyExtId)).toEqual(trend.audits.map((a) => a.externalId));
      for (const [i, name] of SCORED.entries()) expect(measure.points[i]!.value).toBe(await storedValue(name, measure.key));
    }
    const lice = trend.measures.find((m) => m.key === 'lice.peak')!;
    // Norway's law, not the base standard: the jurisdiction pack replaces the measure's rule.
    expect(lice.limits).toEqual([expect.objectContaining({ kind: 'LEGAL', op: 'GTE', value: 0.5 })]);
    expect(trend.measures.find((m) => m.key === 'density.max')!.limits).toEqual([
      expect.objectContaining({ kind: 'LEGAL', op: 'GT', value: 25 }),
    ]);
    expect(trend.measures.find((m) => m.key === 'escapes.count')!.limits).toEqual([
      expect.objectContaining({ kind: 'STANDARD', op: 'GTE', value: 300 }),
    ]);
    expect(trend.measures.find((m) => m.key === 'oxygen.lowestSaturation')!.unit).toBe('% saturation');
  });

  it('is the same from the farm page as from any of its audits', async () => {
    expect(await trendOf(farmUrl(HARDANGER))).toEqual(await bySurvey('Hardanger annual audit 2023'));
  });

  it('puts the environmental series of several audits on one time axis, thinned to a few hundred points', async () => {
    const older = await surveyRow('Hardanger annual audit 2023');
    const newer = await surveyRow('Hardanger annual audit 2024');
    // 2,000 hourly readings each, a year apart; one spike per audit that thinning must keep.
    const csv = (year: number, spike: number) => {
      const start = Date.UTC(year, 4, 1);
      const rows = Array.from({ length: 2000 }, (_, i) => {
        const temp = i === 777 ? spike : 8 + Math.sin(i / 50);
        return `${new Date(start + i * 3_600_000).toISOString()},${temp.toFixed(3)}`;
      });
      return Readable.from([['timestamp,temperature (C)', ...rows].join('\n')]);
    };
    for (const [row, year, spike] of [
      [older, 2023, 21.5],
      [newer, 2024, -1.5],
    ] as const)
      await importEnvironment({ db: t.database.db, surveyId: row.id, source: csv(year, spike), fileName: 'sensors.csv', by: 'test' });

    const trend = await trendOf(farmUrl(HARDANGER));
    const temperature = trend.environment.find((s) => s.label.toLowerCase().startsWith('temperature'))!;
    expect(temperature.unit).toBe('C');
    expect(temperature.points.length).toBeGreaterThan(100);
    expect(temperature.points.length).toBeLessThanOrEqual(TREND_ENV_MAX_POINTS);
    const times = temperature.points.map((p) => p.tsMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const named = (p: { audit: number }) => trend.audits[p.audit]!.externalId;
    expect(new Set(temperature.points.map(named))).toEqual(new Set([older.externalId, newer.externalId]));
    const values = temperature.points.map((p) => p.value);
    expect(Math.max(...values)).toBe(21.5);
    expect(Math.min(...values)).toBe(-1.5);
    expect(named(temperature.points.find((p) => p.value === 21.5)!)).toBe(older.externalId);
  });

  it('answers 404 to another company’s member, by the farm and by the audit', async () => {
    expect((await t.call(OTHER, 'GET', farmUrl(HARDANGER))).statusCode).toBe(404);
    const id = (await surveyRow('Hardanger annual audit 2025')).externalId;
    expect((await t.call(OTHER, 'GET', `/api/v1/survey/${id}/trend`)).statusCode).toBe(404);
  });

  it('shows a restricted member the trends of their farms only', async () => {
    expect((await trendOf(farmUrl(HARDANGER), FARMER)).audits.map((a) => a.name)).toEqual(SCORED);
    expect((await t.call(FARMER, 'GET', farmUrl('Loch Creran'))).statusCode).toBe(404);
    const loch = (await surveyRow('Loch Creran audit 2024')).externalId;
    expect((await t.call(FARMER, 'GET', `/api/v1/survey/${loch}/trend`)).statusCode).toBe(404);
  });

  it('refuses ids that are not ids (400) and answers 404 for unknown ones', async () => {
    expect((await t.call(ADMIN, 'GET', '/api/v1/survey/not-an-id/trend')).statusCode).toBe(400);
    expect((await t.call(ADMIN, 'GET', `/api/v1/company/${ids.company1}/farm/nope/trend`)).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.call(ADMIN, 'GET', `/api/v1/survey/${unknown}/trend`)).statusCode).toBe(404);
    expect((await t.call(ADMIN, 'GET', `/api/v1/company/${ids.company1}/farm/${unknown}/trend`)).statusCode).toBe(404);
  });

  it('has one point for a farm with a single scored audit', async () => {
    const trend = await bySurvey('Lofoten North winter audit');
    expect(trend.audits).toHaveLength(1);
    for (const m of trend.measures) expect(m.points).toHaveLength(1);
  });
});
