import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, dbKind, type TestApp } from '../../../test/test-app.ts';
import { COMPANY, FARMER, MANAGER } from '../../../test/demo-users.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { addDays } from './reminder-days.ts';
import { demoSurveyId } from '../../../test/audit-helpers.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let action: { externalId: string; id: number };
let survey: string;
const DUE = '2026-12-14';
const at = (day: string, hour = 9) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, TEST_CLOCK: 'true' });
  const db = t.database.db;
  survey = await demoSurveyId(t, 'Hardanger annual audit 2025');
  const res = await t.call(FARMER, 'POST', `/api/v1/survey/${survey}/action`, {
    title: 'Replace the torn net at pen 4',
    description: '<p>Hole near the float ring.</p>',
    riskLevel: 'HIGH',
  });
  expect(res.statusCode, res.body).toBe(201);
  const owner = await db.selectFrom('users').select('id').where('email', '=', FARMER).executeTakeFirstOrThrow();
  action = await db
    .selectFrom('actionItems')
    .select(['id', 'externalId'])
    .where('externalId', '=', res.json<{ externalId: string }>().externalId)
    .executeTakeFirstOrThrow();
  // The counts below are this file's actions': the seeded ones get no due day here (migration 049's claims of old
  // overdue actions are tested in 049_reminders.test.ts).
  await db.updateTable('actionItems').set({ dueOn: null }).execute();
  await db.updateTable('actionItems').set({ ownerId: owner.id, dueOn: DUE }).where('id', '=', action.id).execute();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const moveTo = (now: string, run: string[] = ['reminders']) => t.call(null, 'PUT', '/api/v1/test/clock', { now, run });
const mailsTo = (who: string) => smtp.mails.filter((m) => m.to.includes(who));

/** The company's admins by the capability table (manageUsers), as the sweep finds them. */
async function companyAdmins() {
  const rows = await t.database.db
    .selectFrom('users')
    .innerJoin('companyUsers', 'companyUsers.userId', 'users.id')
    .innerJoin('actionItems', 'actionItems.companyId', 'companyUsers.companyId')
    .innerJoin('userRoles', 'userRoles.userId', 'users.id')
    .select('users.email')
    .distinct()
    .where('actionItems.id', '=', action.id)
    .where('userRoles.role', 'in', ['ROLE_ADMIN', 'ROLE_COMPANY'])
    .execute();
  return rows.map((r) => r.email).sort();
}

describe(`reminders and escalation (${dbKind})`, () => {
  it('writes nothing before the reminder window', async () => {
    const res = await moveTo(at(addDays(DUE, -4)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().written).toEqual({ reminder: 0, escalation: 0, digest: 0 });
    expect(smtp.mails).toEqual([]);
  });

  it('reminds the owner three days before, once, with a link to the action, however many sweeps run', async () => {
    const sweeps = await Promise.all([moveTo(at(addDays(DUE, -3))), moveTo(at(addDays(DUE, -3), 10)), moveTo(at(addDays(DUE, -1)))]);
    expect(sweeps.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(sweeps.reduce((n, r) => n + r.json<{ written: { reminder: number } }>().written.reminder, 0)).toBe(1);
    const [mail, ...more] = mailsTo(FARMER);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Action due (in 3 days|tomorrow): Replace the torn net at pen 4$/);
    expect(mail!.text).toContain(`http://aquarisk.test/actions/${survey}/${action.externalId}`);
    expect(mail!.text).toContain('(HIGH), Hardanger');
    expect(smtp.mails).toHaveLength(1);
  });

  it('tells each company admin once when the action is overdue, and never the owner again', async () => {
    const admins = await companyAdmins();
    expect(admins).toContain(COMPANY);
    const sweeps = await Promise.all([moveTo(at(addDays(DUE, 1))), moveTo(at(addDays(DUE, 1), 11)), moveTo(at(addDays(DUE, 5)))]);
    expect(sweeps.reduce((n, r) => n + r.json<{ written: { escalation: number } }>().written.escalation, 0)).toBe(admins.length);
    const escalations = smtp.mails.filter((m) => m.subject === 'Overdue action: Replace the torn net at pen 4');
    expect(escalations.flatMap((m) => m.to).sort()).toEqual(admins);
    expect(escalations[0]!.text).toContain(`overdue since ${DUE}`);
    expect(escalations[0]!.text).toContain(`/actions/${survey}/${action.externalId}`);
    expect(mailsTo(FARMER)).toHaveLength(1);
    // rows for the record: one reminder, one overdue claim, one escalation per admin
    const kinds = await t.database.db.selectFrom('sentNotifications').select('kind').where('actionId', '=', action.id).execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['overdue', 'reminder', ...admins.map(() => 'escalation')].sort());
  });

  it('a new due day is a new reminder', async () => {
    const newDue = addDays(DUE, 10);
    await t.database.db.updateTable('actionItems').set({ dueOn: newDue }).where('id', '=', action.id).execute();
    const res = await moveTo(at(addDays(newDue, -2)));
    expect(res.json().written).toMatchObject({ reminder: 1, escalation: 0 });
    expect(mailsTo(FARMER)).toHaveLength(2);
  });

  it('a resolved action is neither reminded of nor escalated', async () => {
    await t.database.db
      .updateTable('actionItems')
      .set({ dueOn: addDays(DUE, 40) })
      .where('id', '=', action.id)
      .execute();
    const res = await t.call(COMPANY, 'POST', `/api/v1/action/${action.externalId}/action`, { description: '<p>Net replaced.</p>' });
    expect(res.statusCode, res.body).toBe(200);
    const before = smtp.mails.length;
    expect((await moveTo(at(addDays(DUE, 39)))).json().written).toMatchObject({ reminder: 0, escalation: 0 });
    expect((await moveTo(at(addDays(DUE, 45)))).json().written).toMatchObject({ reminder: 0, escalation: 0 });
    expect(smtp.mails).toHaveLength(before);
  });
});

describe(`the weekly digest and its opt-out (${dbKind})`, () => {
  it('reads and saves the signed-in person’s own setting; refuses bad input and strangers', async () => {
    expect((await t.call(MANAGER, 'GET', '/api/v1/user/me/notifications')).json()).toEqual({ digestOptOut: false });
    const saved = await t.call(MANAGER, 'PUT', '/api/v1/user/me/notifications', { digestOptOut: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.call(MANAGER, 'GET', '/api/v1/user/me/notifications')).json()).toEqual({ digestOptOut: true });
    // another person's setting is untouched
    expect((await t.call(FARMER, 'GET', '/api/v1/user/me/notifications')).json()).toEqual({ digestOptOut: false });
    for (const body of [{}, { digestOptOut: 'yes' }, { digestOptOut: true, userId: 1 }, null]) {
      const res = await t.call(MANAGER, 'PUT', '/api/v1/user/me/notifications', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call(null, 'GET', '/api/v1/user/me/notifications')).statusCode).toBe(401);
    expect((await t.call(null, 'PUT', '/api/v1/user/me/notifications', { digestOptOut: true })).statusCode).toBe(401);
  });

  it('sends each owner one digest a week of their open and overdue actions, and none to who opted out', async () => {
    const db = t.database.db;
    const [farmer, manager] = await Promise.all(
      [FARMER, MANAGER].map((e) => db.selectFrom('users').select('id').where('email', '=', e).executeTakeFirstOrThrow()),
    );
    const open: { id: number; title: string }[] = [];
    for (const title of ['Fix the feed barge alarm', 'Log oxygen every shift', 'Train the night crew']) {
      const res = await t.call(FARMER, 'POST', `/api/v1/survey/${survey}/action`, {
        title,
        description: '<p>Seen.</p>',
        riskLevel: 'MODERATE',
      });
      expect(res.statusCode, res.body).toBe(201);
      open.push(
        await db
          .selectFrom('actionItems')
          .select(['id', 'title'])
          .where('externalId', '=', res.json<{ externalId: string }>().externalId)
          .executeTakeFirstOrThrow(),
      );
    }
    await db.updateTable('actionItems').set({ ownerId: farmer!.id, dueOn: '2027-02-01' }).where('id', '=', open[0]!.id).execute();
    await db.updateTable('actionItems').set({ ownerId: farmer!.id, dueOn: '2027-03-20' }).where('id', '=', open[1]!.id).execute();
    await db.updateTable('actionItems').set({ ownerId: manager!.id, dueOn: '2027-02-10' }).where('id', '=', open[2]!.id).execute();

    const monday = at('2027-02-08', 7);
    const runs = await Promise.all([moveTo(monday, ['digest']), moveTo(at('2027-02-09'), ['digest'])]);
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200]);
    const digests = smtp.mails.filter((m) => m.subject.startsWith('Your actions this week'));
    expect(digests.map((m) => m.to).flat()).toEqual([FARMER]);
    expect(digests[0]!.subject).toBe('Your actions this week: 1 overdue, 1 open');
    expect(digests[0]!.text).toContain(`Overdue:\n- ${open[0]!.title}`);
    expect(digests[0]!.text).toContain('http://aquarisk.test/account');
    // the next week: another one
    expect((await moveTo(at('2027-02-15', 7), ['digest'])).json().written.digest).toBe(1);
  });
});

describe('the test clock', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ NODE_ENV: 'production' }).jobs.testClock).toBe(false);
  });

  it('is shared through the database (another process reads the moved time)', async () => {
    await moveTo(at('2027-05-01'), []);
    const row = await t.database.db.selectFrom('testClock').select('offsetMs').executeTakeFirstOrThrow();
    const shared = Date.now() + Number(row.offsetMs);
    expect(Math.abs(shared - Date.parse(at('2027-05-01')))).toBeLessThan(60_000);
  });
});
