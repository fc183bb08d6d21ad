import { RISK_MODEL_VERSION } from '@aquarisk/contract/scoring/model-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, CLIENT_AUTH, type TestApp } from '../../../test/test-app.ts';
import { answerAll, defaultTemplate } from '../../../test/audit-helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { ADMIN, AUDITOR, DEMO_PASSWORD, FARMER } from '../../../test/demo-users.ts';
import { lastResetLinkId } from '../../../test/reset-link.ts';

/**
 * The audit trail of every mutation the product has: each call below must add exactly one log entry (answering a
 * whole audit: one per answer) with the right actor, method, target, names and field changes.
 */
let t: TestApp;
const CO = 'Coverage Co';
const CORA = 'cora@example.com';
const ids: Record<string, string> = {};
interface Entry {
  targetUserEmail: string | null;
  method: string;
  target: string;
  targetName: string | null;
  companyName: string | null;
  targetExtId: string | null;
  updatedFieldsJson: Record<string, [unknown, unknown]>;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function total() {
  return (await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log?size=1', {})).json<{ totalRecords: number }>().totalRecords;
}
async function newest(n = 1) {
  return (await t.call(ADMIN, 'POST', `/admin/api/v1/audit/log?size=${n}`, {})).json<{ items: Entry[] }>().items;
}
/** Runs one mutation and returns the single entry it added. */
async function logged(call: () => Promise<{ statusCode: number; body: string }>, expectStatus = [200, 201, 204]) {
  const before = await total();
  const res = await call();
  expect(expectStatus, res.body).toContain(res.statusCode);
  expect(await total()).toBe(before + 1);
  return { entry: (await newest())[0]!, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
}
const as = (who: string, method: string, url: string, body?: unknown) => () => t.call(who, method, url, body);

describe('every mutation writes one log entry', () => {
  it('POST /company → ADD · Company with the new fields', async () => {
    const { entry, body } = await logged(as(ADMIN, 'POST', '/api/v1/company', { name: CO, city: 'Oslo' }));
    ids['company'] = body['externalId'] as string;
    expect(entry).toMatchObject({
      targetUserEmail: ADMIN,
      method: 'ADD',
      target: 'COMPANY',
      targetName: CO,
      companyName: CO,
      targetExtId: ids['company'],
    });
    expect(entry.updatedFieldsJson).toMatchObject({ name: [null, CO], city: [null, 'Oslo'] });
  });

  it('PUT /company/{id} → UPDATE · Company with only the changed field', async () => {
    const company = (await t.call(ADMIN, 'GET', `/api/v1/company/${ids['company']}`)).json<Record<string, unknown>>();
    const { entry } = await logged(as(ADMIN, 'PUT', `/api/v1/company/${ids['company']}`, { ...company, city: 'Bergen' }));
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'COMPANY', targetName: CO, companyName: CO });
    expect(entry.updatedFieldsJson).toEqual({ city: ['Oslo', 'Bergen'] });
  });

  it('POST /company/{id}/farm → ADD · Farm', async () => {
    const { entry, body } = await logged(
      as(ADMIN, 'POST', `/api/v1/company/${ids['company']}/farm`, { name: 'Cov Farm', country: 'Norway', tonnage: 10 }),
    );
    ids['farm'] = body['externalId'] as string;
    expect(entry).toMatchObject({ method: 'ADD', target: 'FARM', targetName: 'Cov Farm', companyName: CO, targetExtId: ids['farm'] });
    expect(entry.updatedFieldsJson).toMatchObject({
      name: [null, 'Cov Farm'],
      country: [null, 'Norway'],
      tonnage: [null, 10],
      users: [null, []],
    });
  });

  it('PUT /company/{id}/farm/{farmId} → UPDATE · Farm', async () => {
    const farm = (await t.call(ADMIN, 'GET', `/api/v1/company/${ids['company']}/farm/${ids['farm']}`)).json<Record<string, unknown>>();
    const { entry } = await logged(
      as(ADMIN, 'PUT', `/api/v1/company/${ids['company']}/farm/${ids['farm']}`, { ...farm, tonnage: 12, description: 'Sheltered bay' }),
    );
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'FARM', targetName: 'Cov Farm', companyName: CO });
    expect(entry.updatedFieldsJson).toEqual({ tonnage: [10, 12], description: [null, 'Sheltered bay'] });
  });

  it('POST /company/{id}/user (new account) → ADD · User', async () => {
    const { entry, body } = await logged(
      as(ADMIN, 'POST', `/api/v1/company/${ids['company']}/user`, {
        fullName: 'Cora Coverage',
        email: CORA,
        phone: null,
        roles: ['ROLE_SURVEYOR'],
      }),
      [201],
    );
    ids['cora'] = (body['user'] as { externalId: string }).externalId;
    expect(entry).toMatchObject({ method: 'ADD', target: 'USER', targetName: CORA, companyName: CO, targetExtId: ids['cora'] });
    expect(entry.updatedFieldsJson).toEqual({ fullName: [null, 'Cora Coverage'], email: [null, CORA], roles: [null, ['ROLE_SURVEYOR']] });
  });

  it('POST /password/change → UPDATE · User, password hidden', async () => {
    const clid = await lastResetLinkId(t, CORA);
    const { entry } = await logged(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/password/change',
        headers: { authorization: CLIENT_AUTH },
        payload: { clid, password: DEMO_PASSWORD },
      }),
    );
    expect(entry).toMatchObject({ targetUserEmail: CORA, method: 'UPDATE', target: 'USER', targetName: CORA, companyName: null });
    expect(entry.updatedFieldsJson).toEqual({ password: ['(hidden)', '(changed)'] });
    expect(JSON.stringify(entry)).not.toContain(DEMO_PASSWORD);
  });

  it('PUT /company/{id}/user/{userId} → UPDATE · User', async () => {
    const { entry } = await logged(
      as(ADMIN, 'PUT', `/api/v1/company/${ids['company']}/user/${ids['cora']}`, { fullName: 'Cora C', email: CORA, phone: '+47 1234' }),
    );
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'USER', targetName: CORA, companyName: CO });
    expect(entry.updatedFieldsJson).toEqual({ fullName: ['Cora Coverage', 'Cora C'], phone: [null, '+47 1234'] });
  });

  it('PUT roles, under /api/v1 and /admin/api/v1 → Update user · User with the roles before and after', async () => {
    const first = await logged(
      as(ADMIN, 'PUT', `/api/v1/company/${ids['company']}/user/${ids['cora']}/roles`, ['ROLE_SURVEYOR', 'ROLE_MANAGER']),
    );
    expect(first.entry).toMatchObject({ method: 'UPDATE_USER', target: 'USER', targetName: CORA, companyName: CO });
    expect(first.entry.updatedFieldsJson).toEqual({ roles: [['ROLE_SURVEYOR'], ['ROLE_MANAGER', 'ROLE_SURVEYOR']] });
    const second = await logged(as(ADMIN, 'PUT', `/admin/api/v1/company/${ids['company']}/user/${ids['cora']}/roles`, ['ROLE_SURVEYOR']));
    expect(second.entry.updatedFieldsJson).toEqual({ roles: [['ROLE_MANAGER', 'ROLE_SURVEYOR'], ['ROLE_SURVEYOR']] });
  });

  it("PUT /company/{id}/user/{userId}/farms → Update user · User with the user's farms", async () => {
    const { entry } = await logged(
      as(ADMIN, 'PUT', `/api/v1/company/${ids['company']}/user/${ids['cora']}/farms`, { farmExtIds: [ids['farm']] }),
    );
    expect(entry).toMatchObject({ method: 'UPDATE_USER', target: 'USER', targetName: CORA });
    expect(entry.updatedFieldsJson).toEqual({ farms: [[], ['Cov Farm']] });
  });

  it('POST /company/{id}/user (existing account) → Add user · Company user', async () => {
    const { entry } = await logged(
      as(ADMIN, 'POST', `/api/v1/company/${ids['company']}/user`, { fullName: 'Fiona Farmer', email: FARMER, phone: null }),
      [201],
    );
    expect(entry).toMatchObject({ method: 'ADD_USER', target: 'COMPANY_USER', targetName: FARMER, companyName: CO });
    expect(entry.updatedFieldsJson).toEqual({ company: [null, CO] });
  });

  it('POST and DELETE /company/{id}/farm/{farmId}/user → Add user / Remove user · Farm', async () => {
    const added = await logged(as(ADMIN, 'POST', `/api/v1/company/${ids['company']}/farm/${ids['farm']}/user`, { email: FARMER }), [201]);
    expect(added.entry).toMatchObject({
      method: 'ADD_USER',
      target: 'FARM',
      targetName: 'Cov Farm',
      companyName: CO,
      targetExtId: ids['farm'],
    });
    expect(added.entry.updatedFieldsJson).toEqual({ user: [null, FARMER] });
    const farmerId = (added.body as { externalId: string }).externalId;
    const removed = await logged(as(ADMIN, 'DELETE', `/api/v1/company/${ids['company']}/farm/${ids['farm']}/user/${farmerId}`));
    expect(removed.entry).toMatchObject({ method: 'DELETE_USER', target: 'FARM', targetName: 'Cov Farm' });
    expect(removed.entry.updatedFieldsJson).toEqual({ user: [FARMER, null] });
    ids['farmer'] = farmerId;
  });

  it('templates: upload → Upload, save → Update, save as new → Add, download → Download', async () => {
    const tpl = await defaultTemplate(t);
    const { id: _id, ...body } = tpl;
    const { payload, headers } = multipart(
      { name: 'coverage-template' },
      { field: 'file', name: 'coverage.json', content: JSON.stringify(body) },
    );
    const token = await t.token(ADMIN);
    const upload = await logged(
      () =>
        t.app.inject({ method: 'POST', url: '/admin/api/v1/template', payload, headers: { ...headers, authorization: `Bearer ${token}` } }),
      [201],
    );
    ids['template'] = upload.body['id'] as string;
    expect(upload.entry).toMatchObject({
      method: 'UPLOAD',
      target: 'TEMPLATE',
      targetName: 'coverage-template',
      companyName: null,
      targetExtId: ids['template'],
    });
    const saved = await logged(
      as(ADMIN, 'POST', `/admin/api/v1/template/${ids['template']}`, {
        name: 'coverage-template-2',
        template: { ...body, name: 'coverage-template-2' },
      }),
    );
    expect(saved.entry).toMatchObject({ method: 'UPDATE', target: 'TEMPLATE', targetName: 'coverage-template-2' });
    expect(saved.entry.updatedFieldsJson).toMatchObject({ name: ['coverage-template', 'coverage-template-2'] });
    const copy = await logged(
      as(ADMIN, 'POST', `/admin/api/v1/template/${ids['template']}`, { name: 'coverage-copy', template: body, saveAsNew: true }),
      [201],
    );
    expect(copy.entry).toMatchObject({ method: 'ADD', target: 'TEMPLATE', targetName: 'coverage-copy' });
    const download = await logged(as(ADMIN, 'GET', `/admin/api/v1/template/${ids['template']}/download`));
    expect(download.entry).toMatchObject({
      method: 'DOWNLOAD',
      target: 'TEMPLATE',
      targetName: 'coverage-template-2',
      updatedFieldsJson: {},
    });
  });

  it('POST /admin/api/v1/template/{id}/launch → Launch · Audit', async () => {
    const tpl = await defaultTemplate(t);
    const { entry, body } = await logged(
      as(ADMIN, 'POST', `/admin/api/v1/template/${tpl.id}/launch`, {
        name: 'Coverage audit',
        surveyYear: '2026',
        companyExtId: ids['company'],
        farmExtId: ids['farm'],
        userExtIds: [ids['cora']],
      }),
    );
    ids['survey'] = body['surveyExtId'] as string;
    expect(entry).toMatchObject({
      method: 'LAUNCH',
      target: 'SURVEY',
      targetName: 'Coverage audit',
      companyName: CO,
      targetExtId: ids['survey'],
    });
    expect(entry.updatedFieldsJson).toEqual({
      name: [null, 'Coverage audit'],
      surveyYear: [null, 2026],
      farm: [null, 'Cov Farm'],
      template: [null, tpl.name],
      users: [null, [CORA]],
    });
  });

  it('POST and DELETE /survey/{id}/user → Add user / Remove user · Audit user', async () => {
    const added = await logged(as(ADMIN, 'POST', `/api/v1/survey/${ids['survey']}/user`, { username: FARMER, email: FARMER }), [201]);
    expect(added.entry).toMatchObject({
      method: 'ADD_USER',
      target: 'SURVEY_USER',
      targetName: 'Coverage audit',
      companyName: CO,
      updatedFieldsJson: { user: [null, FARMER] },
    });
    const removed = await logged(as(ADMIN, 'DELETE', `/api/v1/survey/${ids['survey']}/user/${ids['farmer']}`));
    expect(removed.entry).toMatchObject({ method: 'DELETE_USER', target: 'SURVEY_USER', updatedFieldsJson: { user: [FARMER, null] } });
  });

  it('POST /survey/{id}/next → Update · Audit, one entry per answer naming the question', async () => {
    // USER questions are answered with the auditor, who must belong to the company.
    await logged(
      as(ADMIN, 'POST', `/api/v1/company/${ids['company']}/user`, { fullName: 'Astrid Auditor', email: AUDITOR, phone: null }),
      [201],
    );
    const before = await total();
    const tpl = await defaultTemplate(t);
    const posted = await answerAll(t, CORA, ids['survey']!, tpl, 0.9);
    expect(await total()).toBe(before + posted);
    const entries = await newest(posted);
    expect(
      entries.every(
        (e) => e.method === 'UPDATE' && e.target === 'SURVEY' && e.targetName === 'Coverage audit' && e.targetUserEmail === CORA,
      ),
    ).toBe(true);
    const [question, [was, now]] = Object.entries(entries[posted - 1]!.updatedFieldsJson)[0]!;
    expect(question).toMatch(/^Section .+, question '.+'$/);
    expect(was).toBeNull();
    expect(typeof now).toBe('string');
  });

  it('POST /survey/{id}/score → Update · Audit with state, score and band', async () => {
    const { entry, body } = await logged(as(CORA, 'POST', `/api/v1/survey/${ids['survey']}/score`));
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'SURVEY', targetName: 'Coverage audit', targetUserEmail: CORA });
    expect(entry.updatedFieldsJson).toEqual({
      state: ['IN_PROGRESS', 'SCORED'],
      normScore: [null, body['normScore']],
      risk: [null, body['risk']],
      // issue 22: the risk model the result was scored with
      modelVersion: [null, RISK_MODEL_VERSION],
    });
  });

  it('POST /survey/{id}/action → Add · Action, POST /action/{id}/action → Update · Action', async () => {
    const raised = await logged(
      as(CORA, 'POST', `/api/v1/survey/${ids['survey']}/action`, {
        title: 'Fix the net',
        description: '<p>Hole at pen 2.</p>',
        riskLevel: 'HIGH',
      }),
      [201],
    );
    expect(raised.entry).toMatchObject({ method: 'ADD', target: 'ACTION_ITEM', targetName: 'Fix the net', companyName: CO });
    expect(raised.entry.updatedFieldsJson).toMatchObject({
      title: [null, 'Fix the net'],
      riskLevel: [null, 'HIGH'],
      audit: [null, 'Coverage audit'],
    });
    const resolved = await logged(
      as(ADMIN, 'POST', `/api/v1/action/${String(raised.body['externalId'])}/action`, { description: '<p>Net mended.</p>' }),
    );
    expect(resolved.entry).toMatchObject({ method: 'UPDATE', target: 'ACTION_ITEM', targetName: 'Fix the net' });
    expect(resolved.entry.updatedFieldsJson).toMatchObject({ closedBy: [null, ADMIN], closedDescription: [null, '<p>Net mended.</p>'] });
  });

  it('DELETE user, farm and company → Remove user · Company user, Delete · Farm, Delete · Company', async () => {
    const user = await logged(as(ADMIN, 'DELETE', `/api/v1/company/${ids['company']}/user/${ids['cora']}`));
    expect(user.entry).toMatchObject({ method: 'DELETE_USER', target: 'COMPANY_USER', targetName: CORA, companyName: CO });
    expect(user.entry.updatedFieldsJson).toEqual({ company: [CO, null], accountRemoved: [false, true] });
    const farm = await logged(as(ADMIN, 'DELETE', `/api/v1/company/${ids['company']}/farm/${ids['farm']}`));
    expect(farm.entry).toMatchObject({ method: 'DELETE', target: 'FARM', targetName: 'Cov Farm', companyName: CO });
    expect(farm.entry.updatedFieldsJson).toMatchObject({ name: ['Cov Farm', null], tonnage: [12, null], audits: [1, 0] });
    const company = await logged(as(ADMIN, 'DELETE', `/api/v1/company/${ids['company']}`));
    expect(company.entry).toMatchObject({
      method: 'DELETE',
      target: 'COMPANY',
      targetName: CO,
      companyName: CO,
      targetExtId: ids['company'],
    });
    expect(company.entry.updatedFieldsJson).toMatchObject({ name: [CO, null], city: ['Bergen', null] });
    // The log keeps the names of what no longer exists.
    expect((await newest(3)).map((e) => e.companyName)).toEqual([CO, CO, CO]);
  });
});
