import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openQuestionCount } from '@aquarisk/contract/answers/include-if';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { answerAll, launch, questionById } from '../../../test/audit-helpers.ts';
import { demoAnswer, seededRandom } from '../../seed/demo-answers.ts';
import { backfillOpenQuestions } from '../../db/migrations/010_open_questions.ts';
import { migration021 } from '../../db/migrations/021_survey_snapshots.ts';
import type { Kysely } from 'kysely';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listed = { externalId: string; state: string; isSurveyComplete: boolean; openQuestions: number | null };
async function listed(surveyId: string): Promise<Listed> {
  const res = await t.call('admin@example.com', 'GET', '/api/v1/survey?size=250');
  expect(res.statusCode).toBe(200);
  const all = res.json<{ companies: { farms: { surveys: Listed[] }[] }[] }>().companies.flatMap((c) => c.farms.flatMap((f) => f.surveys));
  return all.find((s) => s.externalId === surveyId)!;
}

describe('the open-question count that Score waits for (issue 8 item 16)', () => {
  it('starts at the applicable questions, falls with each answer, and is 0 when the audit can be scored', async () => {
    const { surveyId, template } = await launch(t, 'Clayoquot Sound', ['auditor@example.com'], 'Open questions');
    const atLaunch = await listed(surveyId);
    expect(atLaunch.openQuestions).toBe(openQuestionCount(template, new Map()));
    expect(atLaunch.openQuestions).toBeGreaterThan(0);
    const first = (await t.call('auditor@example.com', 'GET', `/api/v1/survey/${surveyId}/current`)).json<{ question: { id: number } }>();
    const ids = await t.ids();
    const answerValue = demoAnswer(questionById(template, first.question.id), 0.9, seededRandom(1), ids.users['auditor@example.com']!);
    const answered = await t.call('auditor@example.com', 'POST', `/api/v1/survey/${surveyId}/next`, {
      questionId: first.question.id,
      answerValue,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await listed(surveyId)).openQuestions).toBeLessThan(atLaunch.openQuestions!);
    await answerAll(t, 'auditor@example.com', surveyId, template);
    expect(await listed(surveyId)).toMatchObject({ openQuestions: 0, isSurveyComplete: true });
    expect((await t.call('auditor@example.com', 'POST', `/api/v1/survey/${surveyId}/score`)).statusCode).toBe(200);
    expect((await listed(surveyId)).openQuestions).toBe(0);
  });

  it('migration 010 counts the audits answered before it exactly as answering does', async () => {
    const rows = () => t.database.db.selectFrom('surveys').select(['id', 'openQuestions']).orderBy('id').execute();
    const stored = await rows();
    expect(stored.some((r) => (r.openQuestions ?? 0) > 0)).toBe(true);
    await t.database.db.updateTable('surveys').set({ openQuestions: null }).execute();
    // Migration 010 ran while audits still carried their snapshots (moved out by 021): it runs on that schema here.
    const plain = t.database.db.withoutPlugins() as unknown as Kysely<unknown>;
    await migration021.down(plain, t.database.dialect);
    await backfillOpenQuestions(plain);
    await migration021.up(plain, t.database.dialect);
    expect(await rows()).toEqual(stored);
  });
});
