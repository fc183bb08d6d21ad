import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestApp, dbKind, type TestApp } from '../../../test/test-app.ts';
import { migration049 } from './049_reminders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`migration 049: old overdue actions are not escalated (${dbKind})`, () => {
  it('claims the escalation of open actions already overdue, and of no other', async () => {
    const db = t.database.db;
    const plain = db.withoutPlugins() as unknown as Kysely<unknown>;
    await migration049.down(plain, t.database.dialect);
    const actions = await db.selectFrom('actionItems').select('id').orderBy('id').limit(4).execute();
    expect(actions).toHaveLength(4);
    const [overdue, closedOverdue, future, none] = actions.map((a) => a.id) as [number, number, number, number];
    await db.updateTable('actionItems').set({ dueOn: '2020-01-01', closedAt: null }).where('id', '=', overdue).execute();
    await db
      .updateTable('actionItems')
      .set({ dueOn: '2020-01-01', closedAt: '2020-02-01T00:00:00.000Z' })
      .where('id', '=', closedOverdue)
      .execute();
    await db.updateTable('actionItems').set({ dueOn: '2999-01-01', closedAt: null }).where('id', '=', future).execute();
    await db.updateTable('actionItems').set({ dueOn: null, closedAt: null }).where('id', '=', none).execute();
    await migration049.up(plain, t.database.dialect);
    const claims = await db.selectFrom('sentNotifications').select(['notificationKey', 'kind', 'userId', 'actionId']).execute();
    const mine = claims.filter((c) => [overdue, closedOverdue, future, none].includes(c.actionId!));
    expect(mine).toEqual([{ notificationKey: `overdue:${overdue}:2020-01-01`, kind: 'overdue', userId: null, actionId: overdue }]);
    // every claim is of an open overdue action, and no mail was written for them
    expect(claims.every((c) => c.kind === 'overdue' && c.userId === null)).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*) as n from sent_notifications where outbox_id is not null`.execute(db);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
