import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { migration041 } from './041_farm_latest_scores.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = () =>
  t.database.db
    .selectFrom('farmLatestScores')
    .select(['farmId', 'surveyId', 'risk', 'normScore', 'sectionsJson', 'stepRiskCounts', 'scoredAt'])
    .orderBy('farmId')
    .execute();

describe('migration 041 (farm latest scores)', () => {
  it('goes down and up again on both databases, back-filling each farm’s latest scored audit', async () => {
    const before = await rows();
    expect(before.length).toBeGreaterThan(3);
    const db = t.database.db.withoutPlugins() as unknown as Kysely<unknown>;
    await migration041.down(db, t.database.dialect);
    await expect(rows()).rejects.toThrow();
    await migration041.up(db, t.database.dialect);
    const after = await rows();
    expect(after).toEqual(before);
    // Each row is the farm's latest scored audit, with its sections in order.
    for (const r of after) {
      const latest = await t.database.db
        .selectFrom('surveys')
        .select('id')
        .where('farmId', '=', r.farmId)
        .where('state', '=', 'SCORED')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(r.surveyId).toBe(latest.id);
      const sections = JSON.parse(r.sectionsJson) as { ordinal: number }[];
      expect(sections.length).toBeGreaterThan(0);
      expect(sections.map((s) => s.ordinal)).toEqual([...sections.map((s) => s.ordinal)].sort((a, b) => a - b));
    }
  });
});
