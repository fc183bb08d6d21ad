import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionMessages, validationMessages as m } from '@aquarisk/contract/messages';
import { FINDINGS_DEFAULT_HTML } from '@aquarisk/contract/answers/answer-rules';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { demoSurveyId } from '../../../test/audit-helpers.ts';

let t: TestApp;
let scoredSurvey: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  scoredSurvey = await demoSurveyId(t, 'Hardanger annual audit 2025');
  companyId = (await t.ids()).company1;
});
afterAll(() => t.close());

const raise = (who: string, body: Record<string, unknown>, survey = scoredSurvey) =>
  t.call(who, 'POST', `/api/v1/survey/${survey}/action`, body);
const good = { title: 'Check the net at pen 4', description: '<p>Small hole seen near the float ring.</p>', riskLevel: 'MODERATE' };

describe('POST /survey/{id}/action', () => {
  it('creates an action on the caller’s current question and logs it', async () => {
    const res = await raise('farmer@example.com', good);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: good.title, riskLevel: 'MODERATE', createdByName: 'Fiona Farmer', closedAt: null });
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ method: 'ADD', target: 'ACTION_ITEM', targetName: good.title, companyName: 'Aurora Aquaculture' });
  });

  it('runs the three validations in order and shows only the first failure', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', description: '', riskLevel: '' }, m.titleRequired],
      [{ title: 'T', description: FINDINGS_DEFAULT_HTML, riskLevel: '' }, m.descriptionRequired],
      [{ title: 'T', description: '<p></p>', riskLevel: 'HIGH' }, m.descriptionRequired],
      [{ title: 'T', description: '<p>x</p>' }, m.riskLevelRequired],
      [{ title: 'T', description: '<p>x</p>', riskLevel: 'UNKNOWN' }, m.riskLevelRequired],
    ];
    const before = await t.database.db.selectFrom('actionItems').select('id').execute();
    for (const [body, message] of cases) {
      const res = await raise('farmer@example.com', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.database.db.selectFrom('actionItems').select('id').execute()).length).toBe(before.length);
  });

  it('sanitises, then validates: rich text that sanitises to nothing is missing, in the spec order', async () => {
    const empties = [
      '<script>x</script>',
      '<p><script>alert(1)</script></p>',
      '<style>p{}</style>',
      '<p><img src=x onerror=alert(1)></p>',
      '<iframe src="https://example.com"></iframe>',
    ];
    const before = await t.database.db.selectFrom('actionItems').select('id').execute();
    for (const description of empties) {
      const res = await raise('farmer@example.com', { ...good, description });
      expect(res.statusCode, description).toBe(400);
      expect(res.json(), description).toMatchObject({ message: m.descriptionRequired, details: { description: m.descriptionRequired } });
      // Description comes before the risk level: its failure is the one shown.
      expect((await raise('farmer@example.com', { title: 'T', description, riskLevel: '' })).json().message).toBe(m.descriptionRequired);
    }
    // The untouched default wrapped in markup that sanitising removes is still the untouched default.
    const wrapped = FINDINGS_DEFAULT_HTML.replace('<p></p>', '<p><script>x</script></p>');
    expect((await raise('farmer@example.com', { ...good, description: wrapped })).json().message).toBe(m.descriptionRequired);
    expect((await t.database.db.selectFrom('actionItems').select('id').execute()).length).toBe(before.length);
  });

  it('sanitises the rich text', async () => {
    const res = await raise('auditor@example.com', {
      ...good,
      description: '<p onclick="steal()">ok<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().description).not.toMatch(/script|onclick|javascript:/);
  });

  it('is refused to read-only roles and other companies', async () => {
    expect((await raise('viewer@example.com', good)).statusCode).toBe(403);
    expect((await raise('other@example.com', good)).statusCode).toBe(404);
    expect((await raise(null as unknown as string, good)).statusCode).toBe(401);
  });
});

describe('POST /action/{id}/action (resolve)', () => {
  async function newAction(riskLevel: string) {
    return (await raise('auditor@example.com', { ...good, riskLevel })).json<{ externalId: string }>().externalId;
  }
  const resolve = (who: string, id: string, description = '<p>Fixed and checked.</p>') =>
    t.call(who, 'POST', `/api/v1/action/${id}/action`, { description });

  it('lets managers resolve up to MODERATE, company and admin any risk', async () => {
    for (const risk of ['LOW', 'MODERATE_LOW', 'MODERATE'])
      expect((await resolve('manager@example.com', await newAction(risk))).statusCode).toBe(200);
    for (const risk of ['MODERATE_HIGH', 'HIGH']) {
      const id = await newAction(risk);
      const refused = await resolve('manager@example.com', id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(permissionMessages.resolveHigh);
      const ok = await resolve('company@example.com', id);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ closedByName: 'Colin Company', closedDescription: '<p>Fixed and checked.</p>' });
    }
    const farmerRefused = await resolve('farmer@example.com', await newAction('LOW'));
    expect(farmerRefused.json().message).toBe(permissionMessages.resolveModerate);
    expect((await resolve('admin@example.com', await newAction('HIGH'))).statusCode).toBe(200);
  });

  it('is one-way, needs a comment and logs the closing', async () => {
    const id = await newAction('LOW');
    const empty = await resolve('manager@example.com', id, '<p></p>');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.descriptionRequired);
    for (const description of ['<script>x</script>', '<p><img src=x onerror=alert(1)></p>', FINDINGS_DEFAULT_HTML]) {
      const res = await resolve('manager@example.com', id, description);
      expect(res.statusCode, description).toBe(400);
      expect(res.json(), description).toMatchObject({ message: m.descriptionRequired, details: { description: m.descriptionRequired } });
    }
    const stillOpen = await t.database.db
      .selectFrom('actionItems')
      .select(['closedAt', 'closedDescription'])
      .where('externalId', '=', id)
      .executeTakeFirstOrThrow();
    expect(stillOpen).toEqual({ closedAt: null, closedDescription: null });
    expect((await resolve('manager@example.com', id)).statusCode).toBe(200);
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'ACTION_ITEM', targetExtId: id });
    expect(entry!.changes['closedBy']).toEqual([null, 'manager@example.com']);
    expect((await resolve('manager@example.com', id)).statusCode).toBe(409);
    expect((await resolve('other@example.com', id)).statusCode).toBe(404);
  });
});

describe('action lists', () => {
  it('lists audits with open actions, and closed ones with history', async () => {
    const open = (await t.call('manager@example.com', 'GET', `/api/v1/action/company/${companyId}/survey?page=1&size=25`)).json();
    expect(open.count).toBeGreaterThan(0);
    expect(open.items[0]).toHaveProperty('itemCount');
    const history = (await t.call('manager@example.com', 'GET', `/api/v1/action/company/${companyId}/survey?closed=true`)).json();
    expect(history.items.length).toBeGreaterThan(0);
    const high = (await t.call('company@example.com', 'GET', `/api/v1/action/company/${companyId}/survey?riskLevelFilter=HIGH`)).json();
    expect(high.items.every((i: { surveyName: string }) => typeof i.surveyName === 'string')).toBe(true);
    const year = (await t.call('company@example.com', 'GET', `/api/v1/action/company/${companyId}/survey?createdAtYearFilter=1999`)).json();
    expect(year).toEqual({ items: [], count: 0 });
    expect((await t.call('other@example.com', 'GET', `/api/v1/action/company/${companyId}/survey`)).statusCode).toBe(404);
  });

  it("pages audits newest first; each count is that audit's matching actions, and the total is the audits across pages", async () => {
    for (const [who, query] of [
      ['company@example.com', ''],
      ['company@example.com', '&riskLevelFilter=MODERATE'],
      ['company@example.com', '&closed=true'],
      ['manager@example.com', ''],
      ['farmer@example.com', ''],
    ] as const) {
      const seen: { surveyExtId: string; itemCount: number }[] = [];
      let count = -1;
      for (let page = 1; page < 50; page++) {
        const body = (await t.call(who, 'GET', `/api/v1/action/company/${companyId}/survey?page=${page}&size=2${query}`)).json();
        count = body.count;
        seen.push(...body.items);
        if (body.items.length < 2) break;
      }
      expect(seen.length, `${who}${query}`).toBe(count);
      expect(new Set(seen.map((i) => i.surveyExtId)).size).toBe(seen.length);
      const closed = query.includes('closed=true');
      const risk = /riskLevelFilter=(\w+)/.exec(query)?.[1];
      for (const item of seen) {
        const detail = (await t.call(who, 'GET', `/api/v1/action/survey/${item.surveyExtId}?closed=${closed}`)).json();
        const actions = detail.actionItems.items.filter((a: { riskLevel: string }) => !risk || a.riskLevel === risk);
        expect(item.itemCount, `${who}${query} ${item.surveyExtId}`).toBe(actions.length);
      }
    }
    const all = (await t.call('company@example.com', 'GET', `/api/v1/action/company/${companyId}/survey?size=250`)).json();
    const restricted = (await t.call('farmer@example.com', 'GET', `/api/v1/action/company/${companyId}/survey?size=250`)).json();
    expect(restricted.count).toBeLessThan(all.count);
  });

  it('lists one audit’s actions with its farm and scoring', async () => {
    const res = (await t.call('viewer@example.com', 'GET', `/api/v1/action/survey/${scoredSurvey}?closed=false&detail=true`)).json();
    expect(res.farm.name).toBe('Hardanger Fjord Site');
    expect(res.scoring.normScore).toBeGreaterThan(0);
    expect(res.actionItems.items.every((a: { closedAt: string | null }) => a.closedAt === null)).toBe(true);
    expect((await t.call('other@example.com', 'GET', `/api/v1/action/survey/${scoredSurvey}`)).statusCode).toBe(404);
  });
});

describe('audit users', () => {
  it('lists, adds and removes users of an audit', async () => {
    const list = (await t.call('manager@example.com', 'GET', `/api/v1/survey/${scoredSurvey}/user`)).json();
    expect(list.total).toBe(list.users.length);
    const add = await t.call('manager@example.com', 'POST', `/api/v1/survey/${scoredSurvey}/user`, {
      username: 'viewer@example.com',
      email: 'viewer@example.com',
    });
    expect(add.statusCode).toBe(201);
    expect((await lastActivity(t))[0]).toMatchObject({ method: 'ADD_USER', target: 'SURVEY_USER' });
    expect(
      (await t.call('manager@example.com', 'POST', `/api/v1/survey/${scoredSurvey}/user`, { email: 'viewer@example.com' })).statusCode,
    ).toBe(409);
    const remove = await t.call('company@example.com', 'DELETE', `/api/v1/survey/${scoredSurvey}/user/${add.json().externalId}`);
    expect(remove.statusCode).toBe(200);
    expect(
      (await t.call('auditor@example.com', 'POST', `/api/v1/survey/${scoredSurvey}/user`, { email: 'viewer@example.com' })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('manager@example.com', 'POST', `/api/v1/survey/${scoredSurvey}/user`, { email: 'other@example.com' })).statusCode,
    ).toBe(400);
  });
});
