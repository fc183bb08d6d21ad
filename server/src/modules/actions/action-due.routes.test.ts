import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionDueMessages, addDays, defaultActionDueDays, utcDay } from '@aquarisk/contract/action-due';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { demoSurveyId } from '../../../test/audit-helpers.ts';

// Issue 28 item 1: due dates and owners of actions, on both databases.
let t: TestApp;
let survey: string;
let company: string;
let otherCompany: string;
let users: Record<string, string>;
const today = () => utcDay(new Date());
beforeAll(async () => {
  t = await createTestApp();
  survey = await demoSurveyId(t, 'Hardanger annual audit 2025');
  const ids = await t.ids();
  company = ids.company1;
  otherCompany = ids.company2;
  users = ids.users;
});
afterAll(() => t.close());

const body = (riskLevel: string, extra: Record<string, unknown> = {}) => ({
  title: `Due ${riskLevel} ${Math.random()}`,
  description: '<p>Replace the mooring line.</p>',
  riskLevel,
  ...extra,
});
const raise = (who: string, b: Record<string, unknown>) => t.call(who, 'POST', `/api/v1/survey/${survey}/action`, b);
const dueDaysUrl = (c: string) => `/api/v1/company/${c}/action-due-days`;

describe('raising an action', () => {
  it('a HIGH action is due 14 days out and owned by the raiser, a member of the company; MODERATE 90', async () => {
    const high = await raise('manager@example.com', body('HIGH'));
    expect(high.statusCode).toBe(201);
    expect(high.json()).toMatchObject({
      dueOn: addDays(today(), 14),
      owner: { externalId: users['manager@example.com'], name: 'Magnus Manager' },
    });
    const moderate = await raise('manager@example.com', body('MODERATE'));
    expect(moderate.json().dueOn).toBe(addDays(today(), 90));
    const [entry] = await lastActivity(t);
    expect(entry?.changes).toMatchObject({ dueOn: [null, addDays(today(), 90)] });
  });

  it('takes the owner and due day given; an owner outside the company is a 400 and nothing is saved', async () => {
    const given = await raise('manager@example.com', body('LOW', { ownerExtId: users['farmer@example.com'], dueOn: '2027-03-01' }));
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ dueOn: '2027-03-01', owner: { externalId: users['farmer@example.com'] } });
    const count = async () => (await t.database.db.selectFrom('actionItems').select('id').execute()).length;
    const before = await count();
    const outsider = await raise('manager@example.com', body('LOW', { ownerExtId: users['other@example.com'] }));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe(actionDueMessages.ownerNotMember);
    for (const dueOn of ['2027-02-30', 'tomorrow', 20270301, '']) {
      const bad = await raise('manager@example.com', body('LOW', { dueOn }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(actionDueMessages.dueOn);
    }
    expect(await count()).toBe(before);
  });
});

describe('PUT /action/{id}/due', () => {
  it('whoever may resolve the action changes its owner and day, logged; a farmer 403, another company 404', async () => {
    const id = (await raise('farmer@example.com', body('MODERATE'))).json().externalId as string;
    const url = `/api/v1/action/${id}/due`;
    const change = { ownerExtId: users['farmer@example.com'], dueOn: '2027-01-20' };
    expect((await t.call('farmer@example.com', 'PUT', url, change)).statusCode).toBe(403);
    expect((await t.call('other@example.com', 'PUT', url, change)).statusCode).toBe(404);
    const res = await t.call('manager@example.com', 'PUT', url, change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dueOn: '2027-01-20', owner: { externalId: users['farmer@example.com'], name: 'Fiona Farmer' } });
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'ACTION_ITEM' });
    expect(entry?.changes).toMatchObject({ owner: ['Fiona Farmer', 'Fiona Farmer'], dueOn: [addDays(today(), 90), '2027-01-20'] });
    const unassigned = await t.call('manager@example.com', 'PUT', url, { ownerExtId: null, dueOn: '2027-01-21' });
    expect(unassigned.json()).toMatchObject({ owner: null, dueOn: '2027-01-21' });
    expect(
      (await t.call('manager@example.com', 'PUT', url, { ownerExtId: users['other@example.com'], dueOn: '2027-01-21' })).json().message,
    ).toBe(actionDueMessages.ownerNotMember);
    expect((await t.call('manager@example.com', 'PUT', url, { ownerExtId: null, dueOn: '21/01/2027' })).statusCode).toBe(400);
    expect((await t.call('manager@example.com', 'PUT', url, {})).statusCode).toBe(400);
    await t.call('manager@example.com', 'POST', `/api/v1/action/${id}/action`, { description: '<p>Done.</p>' });
    const closed = await t.call('manager@example.com', 'PUT', url, change);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(actionDueMessages.actionClosed);
  });
});

describe('the company’s due days', () => {
  it('members read the defaults; the company admin sets them (range-checked, logged); new actions follow', async () => {
    expect((await t.call('viewer@example.com', 'GET', dueDaysUrl(company))).json()).toEqual({ dueDays: defaultActionDueDays });
    expect((await t.call('other@example.com', 'GET', dueDaysUrl(company))).statusCode).toBe(404);
    const dueDays = { ...defaultActionDueDays, HIGH: 7 };
    expect((await t.call('manager@example.com', 'PUT', dueDaysUrl(company), { dueDays })).statusCode).toBe(403);
    expect((await t.call('other@example.com', 'PUT', dueDaysUrl(company), { dueDays })).statusCode).toBe(404);
    for (const HIGH of [0, 3651, 2.5, 'x', null]) {
      const bad = await t.call('company@example.com', 'PUT', dueDaysUrl(company), { dueDays: { ...dueDays, HIGH } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(actionDueMessages.dueDays);
    }
    const saved = await t.call('company@example.com', 'PUT', dueDaysUrl(company), { dueDays });
    expect(saved.json()).toEqual({ dueDays });
    expect((await lastActivity(t))[0]).toMatchObject({ method: 'UPDATE', target: 'COMPANY' });
    expect((await raise('manager@example.com', body('HIGH'))).json().dueOn).toBe(addDays(today(), 7));
    expect((await t.call('viewer@example.com', 'GET', dueDaysUrl(otherCompany))).statusCode).toBe(404);
    await t.call('company@example.com', 'PUT', dueDaysUrl(company), { dueDays: defaultActionDueDays });
  });
});

describe('the actions page: due and owner filters, due order', () => {
  it('lists audits with overdue actions, mine, unassigned, soonest first', async () => {
    const id = (await raise('manager@example.com', body('LOW', { dueOn: addDays(today(), -3) }))).json().externalId as string;
    const list = (q: string, who = 'manager@example.com') =>
      t
        .call(who, 'GET', `/api/v1/action/company/${company}/survey?size=250&${q}`)
        .then((r) => r.json<{ items: { surveyExtId: string; nextDueOn: string | null; itemCount: number }[] }>());
    const overdue = await list('dueFilter=overdue');
    const mine = overdue.items.find((i) => i.surveyExtId === survey);
    expect((mine?.nextDueOn ?? '9999') < today()).toBe(true);
    expect(overdue.items.every((i) => i.nextDueOn !== null && i.nextDueOn < today())).toBe(true);
    expect((await list('dueFilter=overdue&ownerFilter=me')).items.map((i) => i.surveyExtId)).toContain(survey);
    expect((await list('dueFilter=overdue&ownerFilter=me', 'company@example.com')).items.map((i) => i.surveyExtId)).not.toContain(survey);
    const byDue = (await list('sort=due')).items.map((i) => i.nextDueOn ?? '9999');
    expect(byDue).toEqual([...byDue].sort());
    await t.call('manager@example.com', 'PUT', `/api/v1/action/${id}/due`, { ownerExtId: null, dueOn: addDays(today(), -3) });
    expect((await list('ownerFilter=unassigned')).items.map((i) => i.surveyExtId)).toContain(survey);
    expect((await t.call('manager@example.com', 'GET', `/api/v1/action/company/${company}/survey?dueFilter=late`)).statusCode).toBe(400);
  });
});
