import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { migration045 } from './045_farm_schedules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const schedules = () =>
  t.database.db
    .selectFrom('farms')
    .select(['id', 'scheduleKind', 'scheduleCycleDate', 'scheduledOn', 'nextAuditDue'])
    .orderBy('id')
    .execute();

describe('migration 045 (farm schedules)', () => {
  it('goes down and up again on both databases; every farm starts without a schedule', async () => {
    expect((await schedules()).some((f) => f.scheduleKind !== 'NONE')).toBe(true); // the demo's
    const db = t.database.db.withoutPlugins() as unknown as Kysely<unknown>;
    await migration045.down(db, t.database.dialect);
    await expect(schedules()).rejects.toThrow();
    await migration045.up(db, t.database.dialect);
    const after = await schedules();
    expect(after.length).toBeGreaterThan(5);
    expect(after.every((f) => f.scheduleKind === 'NONE' && f.nextAuditDue === null && f.scheduledOn === null)).toBe(true);
  });
});
