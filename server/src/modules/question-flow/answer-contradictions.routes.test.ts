import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contradictionsOf } from '@aquarisk/contract/answers/contradictions';
import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { expectError, expectInvalid } from '../../../test/api-assertions.ts';
import { answerAll, launch } from '../../../test/audit-helpers.ts';
import { ADMIN } from '../../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 39 item 7: answers that contradict each other are refused with a message that names both, when the answer is
 * saved (the contract's shared check, as offline) and again when the audit is scored, for answers saved before.
 */
let t: TestApp;
const NORWAY_FARM = 'Hardanger Fjord Site';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const questionOf = (template: TemplateBody, start: string): TemplateQuestion =>
  template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).find((q) => q.text.startsWith(start))!;
const next = (surveyId: string, q: TemplateQuestion, answerValue: string) =>
  t.call(ADMIN, 'POST', `/api/v1/survey/${surveyId}/next`, { questionId: q.id, answerValue });
const today = () => new Date().toISOString().slice(0, 10);

describe('contradicting answers', () => {
  it('refuses zero weeks over the lice limit after a highest weekly average over it, naming Norway’s limit', async () => {
    const { surveyId, template } = await launch(t, NORWAY_FARM, [], 'Contradiction: lice');
    const [peak, weeks] = [questionOf(template, 'Highest weekly average'), questionOf(template, 'Weekly counts in the last 12 months')];
    expect((await next(surveyId, peak, '0.62')).statusCode).toBe(200);
    const refused = await next(surveyId, weeks, '0');
    const message = `These answers contradict each other: '${weeks.text}' is 0, but '${peak.text}' is 0.62, at or over the limit for this farm (Norway: 0.5 adult female lice per fish, 0.2 in weeks 16–21 (weeks 21–26 in Nordland, Troms and Finnmark)), so at least one week was over it. Correct one of the two answers.`;
    expectInvalid(refused, 'answerValue', message);
    expect((await next(surveyId, weeks, '2')).statusCode).toBe(200);
  });

  it('refuses an expiry date already passed for a certificate answered valid', async () => {
    const { surveyId, template } = await launch(t, NORWAY_FARM, [], 'Contradiction: certificate');
    const [valid, expiry] = [
      questionOf(template, 'Does the site hold a valid installation certificate'),
      questionOf(template, 'Expiry date of the installation certificate'),
    ];
    expect((await next(surveyId, valid, 'YES')).statusCode).toBe(200);
    const refused = await next(surveyId, expiry, '2020-01-31');
    expectInvalid(
      refused,
      'answerValue',
      `These answers contradict each other: '${valid.text}' is Yes, but '${expiry.text}' is 2020-01-31, which has passed on the audit date (${today()}). Answer No, or correct the expiry date.`,
    );
    expect((await next(surveyId, expiry, '2036-01-31')).statusCode).toBe(200);
  });

  it('refuses to score an audit whose stored answers contradict each other (409, the same message)', async () => {
    const { surveyId, template } = await launch(t, NORWAY_FARM, [], 'Contradiction: scoring');
    await answerAll(t, ADMIN, surveyId, template);
    const expiry = questionOf(template, 'Expiry date of the installation certificate');
    const valid = questionOf(template, 'Does the site hold a valid installation certificate');
    const audit = await t.database.db.selectFrom('surveys').select('id').where('externalId', '=', surveyId).executeTakeFirstOrThrow();
    // as an answer saved before the rule existed
    const set = (q: TemplateQuestion, answerStr: string) =>
      t.database.db
        .updateTable('surveyAnswers')
        .set({ answerStr })
        .where('surveyId', '=', audit.id)
        .where('questionId', '=', q.id)
        .execute();
    await set(valid, 'YES');
    await set(expiry, '2020-01-31');
    const answers = await t.database.db
      .selectFrom('surveyAnswers')
      .select(['questionId', 'answerStr'])
      .where('surveyId', '=', audit.id)
      .execute();
    const byQuestion = new Map(answers.map((a) => [a.questionId, a.answerStr] as const));
    const res = await t.call(ADMIN, 'POST', `/api/v1/survey/${surveyId}/score`);
    const body = expectError(res, 409);
    expect(body.message).toMatch(
      /^These answers contradict each other: 'Does the site hold a valid installation certificate.*' is Yes, but 'Expiry date of the installation certificate' is 2020-01-31/,
    );
    const farm = { species: 'Atlantic salmon', country: 'Norway', region: 'Vestland' };
    expect(contradictionsOf(template, byQuestion, { auditDate: body.message.match(/audit date \((.+?)\)/)![1], farm })[0]!.message).toBe(
      body.message,
    );
    await set(valid, 'NO');
    expect((await t.call(ADMIN, 'POST', `/api/v1/survey/${surveyId}/score`)).statusCode).toBe(200);
  });
});
