import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINDINGS_DEFAULT_HTML } from '@aquarisk/contract/answers/answer-rules';
import { validationMessages as m } from '@aquarisk/contract/messages';
import { DEFAULT_TEMPLATE_NAME } from '@aquarisk/contract/template/default-template';
import { createTestApp, lastActivity, type TestApp } from '../../../test/test-app.ts';
import { answerAll, launch, questionById } from '../../../test/audit-helpers.ts';
import { storeSnapshot } from '../audit-snapshots/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The first question of a type that is always asked; `bounded` picks one that declares its own bounds (or not). */
const firstOfType = (template: Awaited<ReturnType<typeof launch>>['template'], type: string, bounded = false) => {
  for (const s of template.sections) {
    for (const st of s.steps) {
      for (const q of st.questions) if (q.answerType === type && !q.includeIf && Boolean(q.answerBounds) === bounded) return { q, s, st };
    }
  }
  throw new Error(type);
};

describe('launch', () => {
  it('snapshots the template, assigns users and logs LAUNCH', async () => {
    const { surveyId } = await launch(t, 'Loch Creran', ['auditor@example.com']);
    const [entry] = await lastActivity(t);
    expect(entry).toMatchObject({ method: 'LAUNCH', target: 'SURVEY', targetExtId: surveyId, companyName: 'Aurora Aquaculture' });
    expect(entry!.changes['users']).toEqual([null, ['auditor@example.com']]);
    const survey = (await t.call('auditor@example.com', 'GET', `/api/v1/survey/${surveyId}`)).json();
    expect(survey).toMatchObject({ state: 'NOT_STARTED', surveyYear: 2026, templateName: DEFAULT_TEMPLATE_NAME, isSurveyComplete: false });
  });

  it('refuses a year that is not 4 digits with the spec message', async () => {
    const ids = await t.ids();
    const template = (await t.call('admin@example.com', 'GET', '/admin/api/v1/template')).json()[0];
    const res = await t.call('admin@example.com', 'POST', `/admin/api/v1/template/${template.id}/launch`, {
      name: 'X',
      surveyYear: '26',
      companyExtId: ids.company1,
      farmExtId: ids.farms['Loch Creran'],
      userExtIds: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.invalidYear);
  });

  it('answers accepted: false with messages for a farm of another company', async () => {
    const ids = await t.ids();
    const template = (await t.call('admin@example.com', 'GET', '/admin/api/v1/template')).json()[0];
    const res = await t.call('admin@example.com', 'POST', `/admin/api/v1/template/${template.id}/launch`, {
      name: 'X',
      surveyYear: 2026,
      companyExtId: ids.company1,
      farmExtId: ids.farms['Willapa Bay Oysters'],
      userExtIds: [],
    });
    expect(res.json()).toMatchObject({ accepted: false });
    expect(res.json().messages[0]).toContain('not a farm of Aurora Aquaculture');
  });

  it('is for admins only', async () => {
    expect((await t.call('company@example.com', 'GET', '/admin/api/v1/template')).statusCode).toBe(403);
  });
});

describe('question flow', () => {
  it('answers a whole audit, skipping excluded questions, then finishes and scores', async () => {
    const { surveyId, template } = await launch(t, 'Hardanger Fjord Site', ['auditor@example.com']);
    const first = (await t.call('auditor@example.com', 'GET', `/api/v1/survey/${surveyId}/current`)).json();
    expect(first).toMatchObject({
      status: 'NOT_STARTED',
      sectionName: 'Animal Health',
      question: { name: 'Question 1' },
      progress: { answered: 0 },
    });
    const posted = await answerAll(t, 'auditor@example.com', surveyId, template);
    const total = template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).length;
    expect(posted).toBeLessThan(total);
    const done = (await t.call('auditor@example.com', 'GET', `/api/v1/survey/${surveyId}/current`)).json();
    expect(done).toMatchObject({ status: 'FINISH', isSurveyComplete: true });
    const score = await t.call('auditor@example.com', 'POST', `/api/v1/survey/${surveyId}/score`);
    expect(score.statusCode).toBe(200);
    expect(score.json().normScore).toBeGreaterThan(0);
    const results = (await t.call('auditor@example.com', 'GET', `/api/v1/survey/${surveyId}/score`)).json();
    expect(results.children.map((c: { name: string }) => c.name)).toEqual([
      'Animal Health',
      'Environment',
      'Engineering',
      'Governance',
      'Husbandry',
    ]);
    expect(results.children[0].children[0].score).toBeUndefined();
    const admin = (await t.call('admin@example.com', 'GET', `/api/v1/survey/${surveyId}/score`)).json();
    expect(typeof admin.children[0].children[0].score).toBe('number');
    const section = results.children[0];
    const step = (
      await t.call(
        'viewer@example.com',
        'GET',
        `/api/v1/survey/${surveyId}/score/section/${section.id}/step/${section.children[0].id}?details=true&risk=true`,
      )
    ).json();
    expect(step.questions.length).toBeGreaterThan(0);
    expect(step.questions[0].answer.answerStr).toBeTruthy();
    const late = await t.call('auditor@example.com', 'POST', `/api/v1/survey/${surveyId}/next`, {
      questionId: first.question.id,
      answerValue: 'YES',
    });
    expect(late.statusCode).toBe(409);
  });

  it('validates every answer type with the spec message and saves nothing', async () => {
    const launched = await launch(t, 'Lofoten North', ['manager@example.com']);
    const { surveyId } = launched;
    // The spec's number rules hold for questions without bounds of their own: this audit's snapshot declares none.
    const template = structuredClone(launched.template);
    for (const q of template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions))) delete q.answerBounds;
    await t.database.db
      .updateTable('surveys')
      .set({ snapshotId: await storeSnapshot(t.database.db, JSON.stringify(template)) })
      .where('externalId', '=', surveyId)
      .execute();
    const cases: [string, string, string][] = [
      ['SHORT_TEXT', '', m.shortText],
      ['SHORT_TEXT', 'x'.repeat(256), m.shortText],
      ['LONG_TEXT', '<p></p>', m.longText],
      ['LONG_TEXT', '<script>alert(1)</script>', m.longText],
      ['YES_NO', 'MAYBE', m.optionRequired],
      ['SINGLE_SELECT', '[]', m.optionRequired],
      ['SINGLE_SELECT', '[999]', m.optionRequired],
      ['FLOAT', '2.531', m.float],
      ['FLOAT', '0', m.float],
      // Issue 8: what the inputs used to rewrite is refused by the server as typed.
      ['FLOAT', '-1', m.float],
      ['FLOAT', '2,75', m.float],
      ['FLOAT', '-2.53', m.float],
      ['FLOAT_RANGE', '-1-2', m.floatRange],
      ['FLOAT_RANGE', '1.531-2', m.floatRange],
      ['FLOAT_RANGE', '2,75-3', m.floatRange],
      ['INTEGER', '-1', m.integer],
      ['INTEGER', '3.5', m.integer],
      ['INTEGER', '35.', m.integer],
      ['INTEGER', '2,75', m.integer],
      ['INTEGER_RANGE', '-1', m.integerRange],
      ['INTEGER_RANGE', '-1-5', m.integerRange],
      ['INTEGER_RANGE', '1.5-5', m.integerRange],
      ['INTEGER_RANGE', '5-2147483648', m.integerRange],
      ['INTEGER_RANGE', '5-3', m.rangeOrder],
      ['INTEGER', '2147483648', m.integer],
      ['DATE', '2026-02-30', m.dateRequired],
      ['DATE_TIME', '2026-02-03T10:10', m.timeInvalid],
      ['DATE_TIME', '2026-02-03', m.timeRequired],
      ['URL', '', m.answerEmpty],
      ['USER', '00000000-0000-4000-8000-000000000000', m.optionRequired],
    ];
    for (const [type, value, message] of cases) {
      const { q } = firstOfType(template, type);
      const res = await t.call('manager@example.com', 'POST', `/api/v1/survey/${surveyId}/next`, { questionId: q.id, answerValue: value });
      expect(res.statusCode, `${type} ${value}`).toBe(400);
      expect(res.json().message, `${type} ${value}`).toBe(message);
    }
    const survey = (await t.call('manager@example.com', 'GET', `/api/v1/survey/${surveyId}`)).json();
    expect(survey.state).toBe('NOT_STARTED');
  });

  it("checks a question's own bounds and N/A where allowed, on the server too", async () => {
    const { surveyId, template } = await launch(t, 'Lofoten North', ['manager@example.com']);
    const post = (questionId: number, answerValue: string) =>
      t.call('manager@example.com', 'POST', `/api/v1/survey/${surveyId}/next`, { questionId, answerValue });
    const { q: ranged, s: rangedSection, st: rangedStep } = firstOfType(template, 'FLOAT_RANGE', true);
    expect(ranged.answerBounds).toBeTruthy();
    const lice = template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).find((q) => q.answerUnits === 'LICE_PER_FISH')!;
    const tooLow = await post(lice.id, '-0.50');
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toBe('Answer must be a number between 0 and 50');
    expect((await post(lice.id, '0')).statusCode).toBe(200);
    const withNa = template.sections
      .flatMap((s) => s.steps.flatMap((st) => st.questions))
      .find((q) => q.allowNotApplicable && !q.includeIf)!;
    const na = await post(withNa.id, 'N/A');
    expect(na.statusCode, na.body).toBe(200);
    const stored = await t.database.db.selectFrom('surveyAnswers').select('answerStr').where('questionId', '=', withNa.id).execute();
    expect(stored.map((r) => r.answerStr)).toContain('N/A');
    const yesNo = firstOfType(template, 'YES_NO').q;
    expect(yesNo.allowNotApplicable).toBeUndefined();
    const refused = await post(yesNo.id, 'N/A');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.optionRequired);
    const jump = `/api/v1/toc/jump/${surveyId}/section/${rangedSection.id}/step/${rangedStep.id}/question/${ranged.id}`;
    const context = (await t.call('manager@example.com', 'GET', jump)).json();
    expect(context.question).toMatchObject({ answerBounds: ranged.answerBounds, allowNotApplicable: false });
  });

  it('refuses the last question saved untouched (two empty headings), as the client does, and saves nothing', async () => {
    const { surveyId, template } = await launch(t, 'Lofoten North', ['manager@example.com']);
    const last = template.sections.at(-1)!.steps.at(-1)!.questions.at(-1)!;
    expect(last.answerType).toBe('LONG_TEXT');
    const post = (answerValue: string) =>
      t.call('manager@example.com', 'POST', `/api/v1/survey/${surveyId}/next`, { questionId: last.id, answerValue });
    const logged = (await lastActivity(t))[0]?.id;
    for (const untouched of [FINDINGS_DEFAULT_HTML, '<h2>Findings</h2>\n<p><br></p>\n<h2>Recommendations</h2>\n<p>&nbsp;</p>']) {
      const res = await post(untouched);
      expect(res.statusCode, untouched).toBe(400);
      expect(res.json().message).toBe(m.answerEmpty);
    }
    const stored = await t.database.db
      .selectFrom('surveyAnswers')
      .innerJoin('surveys', 'surveys.id', 'surveyAnswers.surveyId')
      .select('answerStr')
      .where('surveys.externalId', '=', surveyId)
      .execute();
    expect(stored).toEqual([]);
    expect((await lastActivity(t))[0]?.id).toBe(logged);
    const written = FINDINGS_DEFAULT_HTML.replace('<h2>Findings</h2><p></p>', '<h2>Findings</h2><p>Nets mended</p>');
    const ok = await post(written);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses read-only roles and hides other companies', async () => {
    const { surveyId } = await launch(t, 'Hardanger Fjord Site', []);
    const ctx = (await t.call('viewer@example.com', 'GET', `/api/v1/survey/${surveyId}/current`)).json();
    expect(ctx.readOnly).toBe(true);
    const res = await t.call('viewer@example.com', 'POST', `/api/v1/survey/${surveyId}/next`, {
      questionId: ctx.question.id,
      answerValue: 'YES',
    });
    expect(res.statusCode).toBe(403);
    expect((await t.call('other@example.com', 'GET', `/api/v1/survey/${surveyId}/current`)).statusCode).toBe(404);
    expect((await t.call('other@example.com', 'GET', `/api/v1/survey/${surveyId}`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `/api/v1/survey/${surveyId}/current`)).statusCode).toBe(401);
  });

  it('jumps to a question, refuses excluded ones, and scoring an incomplete audit is 409', async () => {
    const { surveyId, template } = await launch(t, 'Hardanger Fjord Site', []);
    const { q, s, st } = firstOfType(template, 'DATE');
    const jumped = await t.call(
      'auditor@example.com',
      'GET',
      `/api/v1/toc/jump/${surveyId}/section/${s.id}/step/${st.id}/question/${q.id}`,
    );
    expect(jumped.statusCode).toBe(200);
    expect(jumped.json().question.id).toBe(q.id);
    expect((await t.call('auditor@example.com', 'GET', `/api/v1/survey/${surveyId}/current`)).json().question.id).toBe(q.id);
    const conditional = template.sections.flatMap((x) =>
      x.steps.flatMap((y) => y.questions.filter((z) => z.includeIf).map((z) => ({ z, x, y }))),
    )[0]!;
    const excluded = await t.call(
      'auditor@example.com',
      'GET',
      `/api/v1/toc/jump/${surveyId}/section/${conditional.x.id}/step/${conditional.y.id}/question/${conditional.z.id}`,
    );
    expect(excluded.statusCode, JSON.stringify({ q: conditional.z.includeIf, body: excluded.json() })).toBe(400);
    const score = await t.call('auditor@example.com', 'POST', `/api/v1/survey/${surveyId}/score`);
    expect(score.statusCode).toBe(409);
    expect(score.json().message).toMatch(/questions are unanswered/);
    const sections = (await t.call('auditor@example.com', 'GET', `/api/v1/survey/${surveyId}/sections`)).json();
    expect(sections).toHaveLength(5);
    expect(sections[0].steps[0].questions[0]).toMatchObject({ included: true, answered: false });
  });

  it('loses nothing when two people answer at once', async () => {
    const { surveyId, template } = await launch(t, 'Hardanger Fjord Site', ['auditor@example.com', 'manager@example.com']);
    const yesNo = template.sections
      .flatMap((s) => s.steps.flatMap((st) => st.questions))
      .filter((q) => q.answerType === 'YES_NO' && !q.includeIf)
      .slice(3, 5);
    const [a, b] = await Promise.all([
      t.call('auditor@example.com', 'POST', `/api/v1/survey/${surveyId}/next`, { questionId: yesNo[0]!.id, answerValue: 'YES' }),
      t.call('manager@example.com', 'POST', `/api/v1/survey/${surveyId}/next`, { questionId: yesNo[1]!.id, answerValue: 'NO' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const sections = (await t.call('auditor@example.com', 'GET', `/api/v1/survey/${surveyId}/sections`)).json();
    const answered = sections
      .flatMap((s: { steps: { questions: { id: number; answered: boolean }[] }[] }) => s.steps.flatMap((st) => st.questions))
      .filter((q: { answered: boolean }) => q.answered);
    expect(answered.map((q: { id: number }) => q.id).sort()).toEqual([yesNo[0]!.id, yesNo[1]!.id].sort());
    expect(questionById(template, yesNo[0]!.id).answerType).toBe('YES_NO');
  });
});
