import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { defaultTemplate } from '../../../test/audit-helpers.ts';
import { ADMIN } from '../../../test/demo-users.ts';

/** Issue 21 item 19: a template edit logs what changed by name, not 'content: previous version → edited'. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bodyOf = ({
  id: _i,
  creationDate: _c,
  updatedAt: _u,
  ...body
}: TemplateBody & { id: string; creationDate?: string; updatedAt?: string }) => body;

describe('POST /admin/api/v1/template/{id} (save) in the activity log', () => {
  it('names the section, question and option of a changed score, with the score before and after', async () => {
    const tpl = await defaultTemplate(t);
    const edited = structuredClone(bodyOf(tpl));
    const section = edited.sections.find((s) => s.steps.some((st) => st.questions.some((q) => q.answerType === 'SINGLE_SELECT')))!;
    const question = section.steps
      .flatMap((st) => st.questions)
      .find((q) => q.answerType === 'SINGLE_SELECT' && q.answerOptions.length > 1)!;
    const option = question.answerOptions[1]!;
    const before = option.scoring.value;
    option.scoring.value = before === 0 ? 3 : 0;

    const saved = await t.call(ADMIN, 'POST', `/admin/api/v1/template/${tpl.id}`, { name: tpl.name, template: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'TEMPLATE', targetName: tpl.name, targetExtId: tpl.id });
    const wording = question.text.length > 80 ? `${question.text.slice(0, 80)}…` : question.text;
    expect(entry!.changes).toEqual({
      [`Section ${section.name}, question '${wording}': score of option '${option.text}'`]: [before, option.scoring.value],
    });
  });

  it('lists a renamed step and an added option, and logs nothing of the kind when only the name changes', async () => {
    const tpl = await defaultTemplate(t);
    const edited = structuredClone(bodyOf(tpl));
    const step = edited.sections[0]!.steps[0]!;
    const oldTitle = step.title;
    step.title = 'Health planning';
    const q = edited.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).find((x) => x.answerType === 'SINGLE_SELECT')!;
    const nextId =
      Math.max(...edited.sections.flatMap((s) => s.steps.flatMap((st) => st.questions.flatMap((x) => x.answerOptions.map((o) => o.id))))) +
      1;
    q.answerOptions.push({ id: nextId, name: 'other', ordinal: 990, text: 'Something else', hint: null, scoring: { value: 0 } });
    expect((await t.call(ADMIN, 'POST', `/admin/api/v1/template/${tpl.id}`, { name: tpl.name, template: edited })).statusCode).toBe(200);
    const changes = (await lastActivity(t))[0]!.changes;
    expect(changes[`Section ${edited.sections[0]!.name}, step 'Health planning': title`]).toEqual([oldTitle, 'Health planning']);
    expect(Object.entries(changes).find(([k]) => k.endsWith(": option 'Something else'"))?.[1]).toEqual(['absent', 'added']);
    expect(Object.keys(changes).some((k) => k === 'content')).toBe(false);

    const renamed = await t.call(ADMIN, 'POST', `/admin/api/v1/template/${tpl.id}`, { name: `${tpl.name} 2027`, template: edited });
    expect(renamed.statusCode).toBe(200);
    expect((await lastActivity(t))[0]!.changes).toEqual({ name: [tpl.name, `${tpl.name} 2027`] });
  });
});
