import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ADMIN, COMPANY } from '../../../test/demo-users.ts';
import { backfillDailyCounts, backfillStepRiskCounts } from './009_intelligence_and_log.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stepCounts = async () =>
  t.database.db
    .selectFrom('surveys')
    .select(['id', 'stepRiskCounts', 'scoringJson'])
    .where('scoringJson', 'is not', null)
    .orderBy('id')
    .execute();
const stepsScored = (scoringJson: string) =>
  (JSON.parse(scoringJson) as { sections: { steps: unknown[] }[] }).sections.reduce((n, s) => n + s.steps.length, 0);

describe('migration 009', () => {
  it('backfills the step counts of audits scored before it, exactly as scoring stores them', async () => {
    const stored = await stepCounts();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      const counted = Object.values(JSON.parse(row.stepRiskCounts!) as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(counted).toBe(stepsScored(row.scoringJson!));
      expect(counted).toBeGreaterThan(0);
    }
    await t.database.db.updateTable('surveys').set({ stepRiskCounts: null }).execute();
    await backfillStepRiskCounts(t.database.db.withoutPlugins());
    expect(await stepCounts()).toEqual(stored);
  });

  it('counts the log entries written before it per UTC day, target and method, as every new entry does', async () => {
    const ids = await t.ids();
    const company = (await t.call(ADMIN, 'GET', `/api/v1/company/${ids.company1}`)).json<Record<string, unknown>>();
    for (const city of ['Oslo', 'Bergen', 'Tromsø'])
      expect((await t.call(COMPANY, 'PUT', `/api/v1/company/${ids.company1}`, { ...company, city })).statusCode).toBe(200);
    expect((await t.call(ADMIN, 'POST', '/api/v1/company', { name: 'Daily Co' })).statusCode).toBe(201);
    const daily = async () =>
      (await t.database.db.selectFrom('activityLogDaily').selectAll().orderBy(['day', 'target', 'method']).execute()).map((r) => ({
        ...r,
        entries: Number(r.entries),
      }));
    const written = await daily();
    const day = new Date().toISOString().slice(0, 10);
    expect(written).toEqual(
      expect.arrayContaining([
        { day, target: 'COMPANY', method: 'UPDATE', entries: 3 },
        { day, target: 'COMPANY', method: 'ADD', entries: 1 },
      ]),
    );
    await t.database.db.deleteFrom('activityLogDaily').execute();
    await backfillDailyCounts(t.database.db.withoutPlugins(), t.database.dialect);
    expect(await daily()).toEqual(written);
  });
});
