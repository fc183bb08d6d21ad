import { DEFAULT_TEMPLATE_NAME } from '@aquarisk/contract/template/default-template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateToCsv } from '@aquarisk/contract/template/template-csv';
import { formatCsv, parseCsv } from '@aquarisk/contract/csv/csv-records';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { defaultTemplate } from '../../../test/audit-helpers.ts';
import { multipart } from '../../../test/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upload(name: string, fileName: string, content: string, who = 'admin@example.com') {
  const { payload, headers } = multipart({ name }, { field: 'file', name: fileName, content });
  return t.app.inject({
    method: 'POST',
    url: '/admin/api/v1/template',
    payload,
    headers: { ...headers, authorization: `Bearer ${await t.token(who)}` },
  });
}

const bodyOf = (tpl: TemplateBody & { id?: string; creationDate?: string; updatedAt?: string }) => {
  const { id: _i, creationDate: _c, updatedAt: _u, ...body } = tpl;
  return body;
};

describe('templates', () => {
  it('lists the default templates, one per farm type, by name with their counts', async () => {
    const res = await t.call('admin@example.com', 'GET', '/admin/api/v1/template');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ name: string; sectionCount: number; questionCount: number; farmType: string | null }[]>();
    expect(list.map((x) => [x.name, x.farmType])).toEqual([
      ['Aquarisk Bivalve Farm Audit', 'BIVALVES'],
      ['Aquarisk Freshwater Ponds and RAS Audit', 'FRESHWATER_FINFISH'],
      ['Aquarisk Marine Finfish Audit', 'MARINE_FINFISH'],
      [DEFAULT_TEMPLATE_NAME, 'SALMONID_SEA_PENS'],
      ['Aquarisk Seaweed Farm Audit', 'SEAWEED'],
      ['Aquarisk Shrimp and Crustacean Audit', 'CRUSTACEANS'],
    ]);
    for (const x of list) expect(x.sectionCount).toBe(5);
    expect(list.find((x) => x.name === DEFAULT_TEMPLATE_NAME)!.questionCount).toBeGreaterThanOrEqual(60);
  });

  it('creates from a JSON file and from a CSV file, round-tripping the default template', async () => {
    const tpl = await defaultTemplate(t);
    const json = await upload('from-json', 'default.json', JSON.stringify(bodyOf(tpl)));
    expect(json.statusCode).toBe(201);
    expect(json.json().sections).toEqual(tpl.sections);
    expect((await lastActivity(t))[0]).toMatchObject({ method: 'UPLOAD', target: 'TEMPLATE', targetName: 'from-json' });
    const csv = await upload('from-csv', 'default.csv', templateToCsv(tpl));
    expect(csv.statusCode).toBe(201);
    expect(csv.json().sections).toEqual(tpl.sections);
    expect(csv.json().maxScore).toBe(tpl.maxScore);
  });

  it('refuses a malformed file with one clear message naming line and field, and saves nothing', async () => {
    const tpl = await defaultTemplate(t);
    const parsed = parseCsv(templateToCsv(tpl));
    if (!parsed.ok) throw new Error('default template CSV does not parse');
    const rows = parsed.records.map((r) => [...r.fields]);
    rows[2]![rows[0]!.indexOf('answer_type')] = 'NOT_A_TYPE';
    const before = (await t.call('admin@example.com', 'GET', '/admin/api/v1/template')).json().length;
    const bad = await upload('broken', 'broken.csv', formatCsv(rows));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Line 3, field answer_type: /);
    const badJson = await upload('broken-json', 'broken.json', '{"name": "x", "sections": [');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toMatch(/not valid JSON/);
    const invalid = await upload(
      'invalid',
      'invalid.json',
      JSON.stringify({ ...bodyOf(tpl), sections: [{ ...tpl.sections[0], name: '' }] }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/sections\.0\.name/);
    expect((await upload('wrong', 'template.xlsx', 'x')).statusCode).toBe(415);
    expect((await t.call('admin@example.com', 'GET', '/admin/api/v1/template')).json().length).toBe(before);
  });

  it('saves, saves as new under a new name, and refuses a taken name', async () => {
    const tpl = await defaultTemplate(t);
    const edited = bodyOf(tpl);
    edited.sections[0]!.steps[0]!.questions[0]!.text = 'Is there a written fish health plan, signed by the vet?';
    const saved = await t.call('admin@example.com', 'POST', `/admin/api/v1/template/${tpl.id}`, { name: tpl.name, template: edited });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().sections[0].steps[0].questions[0].text).toBe('Is there a written fish health plan, signed by the vet?');
    const copy = await t.call('admin@example.com', 'POST', `/admin/api/v1/template/${tpl.id}`, {
      name: 'salmon-2027',
      template: edited,
      saveAsNew: true,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().id).not.toBe(tpl.id);
    expect((await lastActivity(t))[0]).toMatchObject({ method: 'ADD', target: 'TEMPLATE', targetName: 'salmon-2027' });
    const taken = await t.call('admin@example.com', 'POST', `/admin/api/v1/template/${tpl.id}`, {
      name: 'salmon-2027',
      template: edited,
      saveAsNew: true,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('downloads as a JSON file named after the template, which uploads again', async () => {
    const tpl = await defaultTemplate(t);
    const res = await t.call('admin@example.com', 'GET', `/admin/api/v1/template/${tpl.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Aquarisk-Salmonid-Sea-Pens-Audit.json"');
    expect((await lastActivity(t))[0]).toMatchObject({ method: 'DOWNLOAD', target: 'TEMPLATE' });
    const again = await upload('reuploaded', 'Aquarisk-Salmonid-Sea-Pens-Audit.json', res.body);
    expect(again.statusCode).toBe(201);
    expect(again.json().sections).toEqual(tpl.sections);
  });

  it('is admin only, and a launched audit keeps its snapshot when the template changes', async () => {
    expect((await upload('x', 'x.json', '{}', 'company@example.com')).statusCode).toBe(403);
    expect((await t.call('auditor@example.com', 'GET', '/admin/api/v1/template')).statusCode).toBe(403);
    const tpl = await defaultTemplate(t);
    const ids = await t.ids();
    const launched = await t.call('admin@example.com', 'POST', `/admin/api/v1/template/${tpl.id}/launch`, {
      name: 'Snapshot',
      surveyYear: '2026',
      companyExtId: ids.company1,
      farmExtId: ids.farms['Lofoten North'],
      userExtIds: [],
    });
    const surveyId = launched.json().surveyExtId;
    const edited = bodyOf(tpl);
    edited.sections[0]!.steps[0]!.questions[0]!.text = 'Changed after launch';
    await t.call('admin@example.com', 'POST', `/admin/api/v1/template/${tpl.id}`, { name: tpl.name, template: edited });
    const ctx = (await t.call('admin@example.com', 'GET', `/api/v1/survey/${surveyId}/current`)).json();
    expect(ctx.question.text).not.toBe('Changed after launch');
  });
});
