import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { COMPANY, FARMER } from '../../../test/demo-users.ts';

/** "action.overdue" (issue 28 item 3) is recorded by the reminder sweep once per action and due day. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK: 'true' });
  // The demo's open actions (some overdue) fall due long after the sweeps below: what they record is this test's.
  await t.database.db.updateTable('actionItems').set({ dueOn: '2099-12-31' }).where('closedAt', 'is', null).execute();
});
afterAll(() => t?.close());

it('records one action.overdue delivery per subscribed endpoint, however many sweeps run', async () => {
  const db = t.database.db;
  const ids = await t.ids();
  const hook = await t.call(COMPANY, 'POST', `/api/v1/company/${ids.company1}/webhook`, {
    url: 'https://8.8.8.8/overdue',
    events: ['action.overdue'],
  });
  expect(hook.statusCode, hook.body).toBe(201);
  const survey = await db
    .selectFrom('surveys')
    .select('externalId')
    .where('name', '=', 'Hardanger annual audit 2025')
    .executeTakeFirstOrThrow();
  const raised = await t.call(FARMER, 'POST', `/api/v1/survey/${survey.externalId}/action`, {
    title: 'Service the feed barge',
    description: '<p>Overdue soon.</p>',
    riskLevel: 'HIGH',
  });
  expect(raised.statusCode, raised.body).toBe(201);
  const owner = await db.selectFrom('users').select('id').where('email', '=', FARMER).executeTakeFirstOrThrow();
  await db
    .updateTable('actionItems')
    .set({ ownerId: owner.id, dueOn: '2026-12-14' })
    .where('externalId', '=', raised.json<{ externalId: string }>().externalId)
    .execute();
  const sweeps = await Promise.all(
    ['2026-12-15T09:00:00.000Z', '2026-12-15T10:00:00.000Z'].map((now) =>
      t.call(null, 'PUT', '/api/v1/test/clock', { now, run: ['reminders'] }),
    ),
  );
  expect(sweeps.map((s) => s.statusCode)).toEqual([200, 200]);
  const deliveries = (await t.call(COMPANY, 'GET', `/api/v1/company/${ids.company1}/webhook/${hook.json().externalId}/delivery`)).json<
    { eventType: string; status: string }[]
  >();
  expect(deliveries.map((d) => [d.eventType, d.status])).toEqual([['action.overdue', 'pending']]);
  const row = await db
    .selectFrom('webhookDeliveries')
    .select('payload')
    .where('eventType', '=', 'action.overdue')
    .executeTakeFirstOrThrow();
  expect(JSON.parse(row.payload)).toMatchObject({
    type: 'action.overdue',
    data: {
      action: { externalId: raised.json().externalId, title: 'Service the feed barge', dueOn: '2026-12-14' },
      owner: { email: FARMER },
      farm: { id: ids.farms['Hardanger Fjord Site'], name: 'Hardanger Fjord Site' },
    },
  });
});
