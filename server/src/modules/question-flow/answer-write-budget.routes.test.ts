import { describe, expect, it } from 'vitest';
import { serverMessages } from '@aquarisk/contract/messages';
import type { BatchAnswer } from '@aquarisk/contract/schemas/answer-batch.schema';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { launch } from '../../../test/audit-helpers.ts';
import { validAnswers } from '../../../test/batch-answers.ts';
import { ADMIN, AUDITOR } from '../../../test/demo-users.ts';

// A budget of 1 ms in a window of 10 minutes: one batch that writes spends it, and nothing leaves the window in a test.
const { t, ids } = demoAppPerFile({ ANSWER_WRITE_MS_PER_USER: '1', ANSWER_WRITE_WINDOW_SECONDS: '600' });

const post = (surveyId: string, answers: BatchAnswer[], as = AUDITOR) =>
  t.call(as, 'POST', `/api/v1/survey/${surveyId}/answers`, { answers });

/** The answers stored for the audit, by question. */
async function storedAnswers(surveyId: string) {
  const db = t.database.db;
  const row = await db.selectFrom('surveys').select('id').where('externalId', '=', surveyId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('surveyAnswers').select(['questionId', 'answerStr']).where('surveyId', '=', row.id).execute();
  return new Map(rows.map((a) => [a.questionId, a.answerStr]));
}

/** The next `n` valid answers in flow order after those stored. */
const nextAnswers = async (surveyId: string, template: TemplateBody, n: number) =>
  validAnswers(template, await storedAnswers(surveyId), n, ids.users[AUDITOR]!, n);

describe('a per-user budget of write time for answer batches (issue 37 item 22)', () => {
  it('refuses a user over budget with 429 and Retry-After, writing nothing, while a pure retry still answers 200', async () => {
    const { surveyId, template } = await launch(t, 'Lofoten North', [AUDITOR, ADMIN], 'Budget audit');
    const first = await nextAnswers(surveyId, template, 40);
    expect((await post(surveyId, first)).statusCode).toBe(200);

    const second = await nextAnswers(surveyId, template, 10);
    const before = await storedAnswers(surveyId);
    const refused = await post(surveyId, second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: serverMessages.answerWritesBusy });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await storedAnswers(surveyId)).toEqual(before);

    // The first batch sent again, 20 times at once: every answer has its receipt, nothing is written, all are 200.
    const retries = await Promise.all(Array.from({ length: 20 }, () => post(surveyId, first)));
    expect(retries.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    for (const r of retries) expect(r.json<{ results: { repeated: boolean }[] }>().results.every((x) => x.repeated)).toBe(true);

    // The budget is the user's: another user of the audit still writes.
    expect((await post(surveyId, second, ADMIN)).statusCode).toBe(200);
    expect((await storedAnswers(surveyId)).size).toBe(before.size + second.length);
  });
});
