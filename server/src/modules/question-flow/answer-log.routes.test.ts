import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateQuestion, TemplateSection } from '@aquarisk/contract/template/template.schema';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { launch } from '../../../test/audit-helpers.ts';
import { AUDITOR } from '../../../test/demo-users.ts';

/** Issue 21 item 19: an answer's log entry shows the question's wording and the option's text, not '[10]'. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function firstAsked(sections: TemplateSection[], test: (q: TemplateQuestion) => boolean) {
  for (const section of sections)
    for (const step of section.steps) for (const q of step.questions) if (!q.includeIf && test(q)) return { section, q };
  throw new Error('no such question');
}
const label = (section: TemplateSection, q: TemplateQuestion) =>
  `Section ${section.name}, question '${q.text.length > 80 ? `${q.text.slice(0, 80)}…` : q.text}'`;

describe('POST /survey/{id}/next in the activity log', () => {
  it('names the question by its wording and the answers by option text, before and after', async () => {
    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'Answer log audit');
    const { section, q } = firstAsked(template.sections, (x) => x.answerType === 'SINGLE_SELECT' && x.answerOptions.length > 1);
    const [first, second] = q.answerOptions;
    const answer = (option: NonNullable<typeof first>) =>
      t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, { questionId: q.id, answerValue: `[${option.ordinal}]` });

    expect((await answer(first!)).statusCode).toBe(200);
    expect((await lastActivity(t))[0]!.changes).toEqual({ [label(section, q)]: [null, first!.text] });
    expect((await answer(second!)).statusCode).toBe(200);
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ method: 'UPDATE', target: 'SURVEY', targetExtId: surveyId });
    expect(entry!.changes).toEqual({ [label(section, q)]: [first!.text, second!.text] });
    expect(JSON.stringify(entry!.changes)).not.toContain(q.name);
  });

  it('shows Yes and No for a yes/no question', async () => {
    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'Answer log audit 2');
    const { section, q } = firstAsked(template.sections, (x) => x.answerType === 'YES_NO');
    for (const value of ['YES', 'NO'])
      expect((await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, { questionId: q.id, answerValue: value })).statusCode).toBe(
        200,
      );
    expect((await lastActivity(t))[0]!.changes).toEqual({ [label(section, q)]: ['Yes', 'No'] });
  });
});
