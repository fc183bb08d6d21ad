import { expect } from 'vitest';
import { DEFAULT_TEMPLATE_NAME } from '@aquarisk/contract/template/default-template';
import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { demoAnswer, seededRandom } from '../src/seed/demo-answers.ts';
import type { TestApp } from './test-app.ts';

/** The salmonid sea pens template (DEFAULT_TEMPLATE_NAME), which has every answer type. */
export async function defaultTemplate(t: TestApp): Promise<TemplateBody & { id: string }> {
  const list = await t.call('admin@example.com', 'GET', '/admin/api/v1/template');
  expect(list.statusCode).toBe(200);
  const id = list.json<{ id: string; name: string }[]>().find((x) => x.name === DEFAULT_TEMPLATE_NAME)!.id;
  return (await t.call('admin@example.com', 'GET', `/admin/api/v1/template/${id}`)).json();
}

export async function launch(t: TestApp, farm: string, users: string[] = [], name = 'Spring audit') {
  const ids = await t.ids();
  const template = await defaultTemplate(t);
  const res = await t.call('admin@example.com', 'POST', `/admin/api/v1/template/${template.id}/launch`, {
    name,
    surveyYear: '2026',
    description: 'Annual risk audit',
    companyExtId: farm === 'Willapa Bay Oysters' ? ids.company2 : ids.company1,
    farmExtId: ids.farms[farm],
    userExtIds: users.map((u) => ids.users[u]),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().accepted).toBe(true);
  return { surveyId: res.json<{ surveyExtId: string }>().surveyExtId, template };
}

export function questionById(template: TemplateBody, id: number): TemplateQuestion {
  for (const s of template.sections) for (const st of s.steps) for (const q of st.questions) if (q.id === id) return q;
  throw new Error(`no question ${id}`);
}

/** The stored answer, as a number, of audit `surveyId` to the first question of its template `body` that `which` picks. */
export async function storedNumber(t: TestApp, surveyId: number, body: TemplateBody, which: (q: TemplateQuestion) => boolean) {
  const question = body.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).find(which)!;
  const answer = await t.database.db
    .selectFrom('surveyAnswers')
    .select('answerStr')
    .where('surveyId', '=', surveyId)
    .where('questionId', '=', question.id)
    .executeTakeFirstOrThrow();
  return Number(answer.answerStr);
}

/** Answers the audit through the flow as `who` until FINISH; returns how many answers were posted. */
export async function answerAll(t: TestApp, who: string, surveyId: string, template: TemplateBody, quality = 0.7, seed = 7) {
  const rand = seededRandom(seed);
  const ids = await t.ids();
  let ctx = (await t.call(who, 'GET', `/api/v1/survey/${surveyId}/current`)).json();
  let posted = 0;
  while (ctx.status !== 'FINISH') {
    const q = questionById(template, ctx.question.id);
    const res = await t.call(who, 'POST', `/api/v1/survey/${surveyId}/next`, {
      questionId: q.id,
      answerValue: demoAnswer(q, quality, rand, ids.users['auditor@example.com']!),
    });
    expect(res.statusCode, res.body).toBe(200);
    ctx = res.json();
    posted += 1;
    if (posted > 500) throw new Error('flow did not finish');
  }
  return posted;
}

/** The externalId of a demo audit, found by its name (docs/requirements.md#decisions-demo-data). */
export async function demoSurveyId(t: TestApp, name: string): Promise<string> {
  const row = await t.database.db.selectFrom('surveys').select('externalId').where('name', '=', name).executeTakeFirstOrThrow();
  return row.externalId;
}
