import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { migration030 } from './030_risk_model_v2.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 030 (risk model v2)', () => {
  it('goes down and up again on both databases, marking audits scored before it as model version 1', async () => {
    const db = t.database.db.withoutPlugins() as unknown as Kysely<unknown>;
    await migration030.down(db, t.database.dialect);
    await expect(t.database.db.selectFrom('farms').select('productionSystem').execute()).rejects.toThrow();
    await migration030.up(db, t.database.dialect);
    const farms = await t.database.db.selectFrom('farms').select('productionSystem').execute();
    expect(farms.every((f) => f.productionSystem === null)).toBe(true);
    const surveys = await t.database.db.selectFrom('surveys').select(['scoredAt', 'modelVersion']).execute();
    expect(surveys.some((s) => s.scoredAt)).toBe(true);
    for (const s of surveys) expect(s.modelVersion).toBe(s.scoredAt ? 1 : null);
  });
});
