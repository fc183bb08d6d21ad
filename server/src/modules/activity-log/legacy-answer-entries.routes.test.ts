import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateQuestion, TemplateSection, TemplateStep } from '@aquarisk/contract/template/template.schema';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { launch } from '../../../test/audit-helpers.ts';
import { ADMIN } from '../../../test/demo-users.ts';
import { recordActivity } from './activity-record.service.ts';

/**
 * Issue 21 item 19: answer entries stored before the fix ('Step / internal_name': '[10]') still read sensibly: the
 * log page and its CSV show them with the question's wording and the option's text; the stored row is unchanged.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  targetExtId: string | null;
  updatedFieldsJson: Record<string, [unknown, unknown]>;
}

function firstSelect(sections: TemplateSection[]): { section: TemplateSection; step: TemplateStep; q: TemplateQuestion } {
  for (const section of sections)
    for (const step of section.steps)
      for (const q of step.questions) if (q.answerType === 'SINGLE_SELECT' && q.answerOptions.length > 1) return { section, step, q };
  throw new Error('no select question');
}

async function storeOldEntry(surveyExtId: string, changes: Record<string, [unknown, unknown]>) {
  await recordActivity(t.database.db, {
    actor: null,
    method: 'UPDATE',
    target: 'SURVEY',
    targetName: 'Old audit',
    targetExtId: surveyExtId,
    company: { id: null, name: 'Aurora Aquaculture' },
    changes,
  });
}

describe('answer entries logged before issue 21', () => {
  it('show the question wording and option texts on the log page and in its CSV', async () => {
    const { surveyId, template } = await launch(t, 'Loch Creran', [], 'Old entries audit');
    const { section, step, q } = firstSelect(template.sections);
    const [a, b] = q.answerOptions;
    const oldKey = `${step.title} / ${q.name}`;
    await storeOldEntry(surveyId, { [oldKey]: [`[${a!.ordinal}]`, `[${b!.ordinal}]`] });
    await storeOldEntry('00000000-0000-4000-8000-000000000001', { 'Gone step / gone_question': [null, '[10]'] });

    const page = await t.call(ADMIN, 'POST', '/admin/api/v1/audit/log?size=2', {});
    expect(page.statusCode).toBe(200);
    const [gone, old] = page.json<{ items: Item[] }>().items;
    const wording = q.text.length > 80 ? `${q.text.slice(0, 80)}…` : q.text;
    expect(old!.updatedFieldsJson).toEqual({ [`Section ${section.name}, question '${wording}'`]: [a!.text, b!.text] });
    // An audit that no longer exists: shown as stored.
    expect(gone!.updatedFieldsJson).toEqual({ 'Gone step / gone_question': [null, '[10]'] });

    const csv = await t.call(ADMIN, 'GET', '/admin/api/v1/audit/log/export?users=');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`Section ${section.name}, question '`);
    expect(csv.body).toContain(`was: ${a!.text}, now: ${b!.text}`);
    expect(csv.body).not.toContain(`${oldKey} was`);

    const stored = await t.database.db.selectFrom('activityLog').select('updatedFieldsJson').where('targetExtId', '=', surveyId).execute();
    expect(stored.some((r) => r.updatedFieldsJson.includes(oldKey))).toBe(true);
  });
});
