import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firstOpen, flowOrder, includedEntries } from '@aquarisk/contract/answers/flow-order';
import { answerBatchResultSchema, type BatchAnswer } from '@aquarisk/contract/schemas/answer-batch.schema';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { demoAnswer, seededRandom } from '../../seed/demo-answers.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { launch } from '../../../test/audit-helpers.ts';
import { ADMIN, AUDITOR, OTHER } from '../../../test/demo-users.ts';

/**
 * Issue 37 item 24: an answer's client id is the audit's own. An id another company's audit already used answers
 * exactly as an unused id does (saved), so a batch cannot probe which ids other companies sent. Before, it was
 * refused as ID_REUSED ("already used for another answer"), and /next answered 409. Within one audit a reused id is
 * still refused (answer-batch.routes.test.ts).
 */
const { t, ids } = demoAppPerFile();

/** The first open question of a new audit of `farm`, answered as the demo seed would, naming `person` where it asks for one. */
async function firstAnswer(name: string, farm: string, person: string, clientId: string) {
  const { surveyId, template } = await launch(t, farm, farm === 'Lofoten North' ? [AUDITOR] : [], name);
  const row = await t.database.db.selectFrom('surveys').select('id').where('externalId', '=', surveyId).executeTakeFirstOrThrow();
  const given = await t.database.db
    .selectFrom('surveyAnswers')
    .select(['questionId', 'answerStr'])
    .where('surveyId', '=', row.id)
    .execute();
  const answers = new Map(given.map((a) => [a.questionId, a.answerStr]));
  const tpl = template as TemplateBody;
  const entry = firstOpen(includedEntries(tpl, flowOrder(tpl), answers), answers)!;
  const answer: BatchAnswer = {
    clientId,
    questionId: entry.question.id,
    answerValue: demoAnswer(entry.question, 1, seededRandom(3), ids.users[person]!),
  };
  return { surveyId, answer };
}

describe("an answer's client id", () => {
  it("used by another company's audit answers as an unused one: saved, not 'already used'", async () => {
    const taken = randomUUID();
    const other = await firstAnswer('Other company batch', 'Willapa Bay Oysters', OTHER, taken);
    const first = await t.call(ADMIN, 'POST', `/api/v1/survey/${other.surveyId}/answers`, { answers: [other.answer] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results[0].status, first.body).toBe('saved');

    const unused = await firstAnswer('Own batch, unused id', 'Lofoten North', AUDITOR, randomUUID());
    const reused = await firstAnswer('Own batch, id used elsewhere', 'Lofoten North', AUDITOR, taken);
    const answersOf = async (a: { surveyId: string; answer: BatchAnswer }) => {
      const res = await t.call(AUDITOR, 'POST', `/api/v1/survey/${a.surveyId}/answers`, { answers: [a.answer] });
      expect(res.statusCode, res.body).toBe(200);
      const [result] = answerBatchResultSchema.parse(res.json()).results;
      return { status: result!.status, reason: result!.reason, message: result!.message, repeated: result!.repeated };
    };
    expect(await answersOf(reused)).toEqual(await answersOf(unused));
    expect(await answersOf(reused)).toEqual({ status: 'saved', reason: null, message: null, repeated: true });

    const viaNext = await firstAnswer('Own /next, id used elsewhere', 'Lofoten North', AUDITOR, taken);
    const next = await t.call(AUDITOR, 'POST', `/api/v1/survey/${viaNext.surveyId}/next`, viaNext.answer);
    expect(next.statusCode, next.body).toBe(200);
  });
});
