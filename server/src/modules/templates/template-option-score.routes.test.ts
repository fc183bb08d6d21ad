import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { defaultTemplate } from '../../../test/audit-helpers.ts';
import { ADMIN } from '../../../test/demo-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The first option of the first select question, with its path as the server names it. */
function firstOption(body: TemplateBody) {
  for (const [s, section] of body.sections.entries())
    for (const [st, step] of section.steps.entries())
      for (const [q, question] of step.questions.entries())
        if (question.answerOptions.length > 0)
          return { option: question.answerOptions[0]!, path: `sections[${s}].steps[${st}].questions[${q}].answerOptions[0].scoring.value` };
  throw new Error('no select question in the default template');
}

/** Issue 21, item 20: option scores go in steps of 0.1 (docs/requirements.md#results-5, §9); the server refuses what the editor refuses. */
describe('template option scores', () => {
  it('refuses 1.55 and "abc" with a 400 naming the field, saving nothing; takes 1.5', async () => {
    const {
      id,
      creationDate: _c,
      updatedAt: _u,
      ...body
    } = (await defaultTemplate(t)) as TemplateBody & {
      id: string;
      creationDate: string;
      updatedAt: string;
    };
    const save = (template: unknown) => t.call(ADMIN, 'POST', `/admin/api/v1/template/${id}`, { name: body.name, template });
    const before = (await lastActivity(t))[0]?.id ?? null;
    const { option, path } = firstOption(body);

    option.scoring.value = 1.55;
    const twoDecimals = await save(body);
    expect(twoDecimals.statusCode).toBe(400);
    expect(twoDecimals.json().message).toBe(`Invalid template at ${path}: Score must go in steps of 0.1 (i.e. 1.5)`);

    const text = await save(JSON.parse(JSON.stringify(body).replace('"value":1.55', '"value":"abc"')));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/scoring\.value/);
    expect((await lastActivity(t))[0]?.id ?? null).toBe(before);

    option.scoring.value = 1.5;
    const fine = await save(body);
    expect(fine.statusCode).toBe(200);
    expect(firstOption(fine.json<TemplateBody>()).option.scoring.value).toBe(1.5);
  });
});
