import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { flowOrder, includedEntries } from '@aquarisk/contract/answers/flow-order';
import { refusalMessages, validationMessages } from '@aquarisk/contract/messages';
import { ANSWER_BATCH_MAX, offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { answerBatchResultSchema, type BatchAnswer } from '@aquarisk/contract/schemas/answer-batch.schema';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { demoAnswer, seededRandom } from '../../seed/demo-answers.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { answerAll, launch, questionById } from '../../../test/audit-helpers.ts';
import { validAnswers as nextValidAnswers } from '../../../test/batch-answers.ts';
import { ADMIN, AUDITOR, FARMER, OTHER, VIEWER } from '../../../test/demo-users.ts';
import { dbKind } from '../../../test/test-app.ts';
import { snapshotHash } from '../../db/snapshot-hash.ts';
import { storeSnapshot } from '../audit-snapshots/index.ts';

const { t, ids } = demoAppPerFile();
const FARM = 'Lofoten North';

const post = (surveyId: string, answers: unknown, as = AUDITOR) => t.call(as, 'POST', `/api/v1/survey/${surveyId}/answers`, { answers });

/** The audit as stored: its answers, log entries (answers only), receipts and row. */
async function stored(surveyId: string) {
  const db = t.database.db;
  const row = await db.selectFrom('surveys').selectAll().where('externalId', '=', surveyId).executeTakeFirstOrThrow();
  const answers = await db.selectFrom('surveyAnswers').selectAll().where('surveyId', '=', row.id).execute();
  const log = await db
    .selectFrom('activityLog')
    .select('updatedFieldsJson')
    .where('targetExtId', '=', surveyId)
    .where('method', '=', 'UPDATE')
    .orderBy('id')
    .execute();
  const receipts = await db.selectFrom('answerReceipts').selectAll().where('surveyId', '=', row.id).execute();
  return { row, answers: new Map(answers.map((a) => [a.questionId, a])), log, receipts };
}

/** The next `n` valid answers in flow order, each applying given the ones before (the farm's answer is stored already). */
const validAnswers = (template: TemplateBody, given: Map<number, string>, n: number, seed = 5) =>
  nextValidAnswers(template, given, n, ids.users[AUDITOR]!, seed);

/** A new audit of the farm assigned to the auditor and the underwriter (who sees it but may not answer). */
async function freshAudit(name: string) {
  const { surveyId, template } = await launch(t, FARM, [AUDITOR, VIEWER], name);
  const before = await stored(surveyId);
  const given = new Map([...before.answers].map(([id, a]) => [id, a.answerStr]));
  return { surveyId, template, given };
}

describe(`answer batch (${dbKind})`, () => {
  it('saves the answers in order with one log entry each, the progress once and the cursor after the last', async () => {
    const { surveyId, template, given } = await freshAudit('Batch in order');
    const batch = validAnswers(template, given, 6);
    const res = await post(surveyId, batch);
    expect(res.statusCode, res.body).toBe(200);
    const body = answerBatchResultSchema.parse(res.json());
    expect(body.results.map((r) => [r.questionId, r.status, r.repeated])).toEqual(batch.map((a) => [a.questionId, 'saved', false]));
    const after = await stored(surveyId);
    for (const a of batch) expect(after.answers.get(a.questionId)?.answerStr).toBe(a.answerValue);
    expect(after.log).toHaveLength(6);
    expect(after.receipts).toHaveLength(6);
    expect(after.row.state).toBe('IN_PROGRESS');
    const current = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${surveyId}/current`)).json();
    expect(body.progress).toEqual(current.progress);
    expect(current.progress.answered).toBe(given.size + 6);
    expect(after.row.openQuestions).toBe(current.progress.total - current.progress.answered);
    // The cursor stands on the question after the last saved one: the next in flow order.
    const [next] = validAnswers(template, new Map([...given, ...batch.map((a) => [a.questionId, a.answerValue] as const)]), 1);
    expect(current.question.id).toBe(next!.questionId);
  });

  it('answers a whole audit in one batch: follow-ups opened by the batch’s earlier answers are saved, the audit complete', async () => {
    const { surveyId, template, given } = await freshAudit('Batch whole audit');
    const batch = validAnswers(template, given, 500);
    const followUps = batch.filter((a) => questionById(template, a.questionId).includeIf);
    expect(followUps.length).toBeGreaterThan(0);
    expect(includedEntries(template, flowOrder(template), given).some((e) => e.question.id === followUps[0]!.questionId)).toBe(false);
    const body = answerBatchResultSchema.parse((await post(surveyId, batch)).json());
    expect(body.results.filter((r) => r.status !== 'saved')).toEqual([]);
    expect(body).toMatchObject({ isSurveyComplete: true, progress: { answered: body.progress.total } });
    const current = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${surveyId}/current`)).json();
    expect(current).toMatchObject({ status: 'FINISH', isSurveyComplete: true });
  });

  it('refuses an answer by its reason, with /next’s message, and saves the others', async () => {
    const { surveyId, template, given } = await freshAudit('Batch refusals');
    const [first, second] = validAnswers(template, given, 2);
    const all = flowOrder(template);
    const included = includedEntries(template, all, given);
    const excluded = all.find((e) => !included.includes(e))!;
    const excludedValue = demoAnswer(excluded.question, 1, seededRandom(1), ids.users[AUDITOR]!);
    const yesNo = included.find((e) => e.question.answerType === 'YES_NO' && !given.has(e.question.id))!;
    // The same audit launched on a template whose first answered question has other options: a changed question.
    const changed = structuredClone(template) as TemplateBody;
    const q = changed.sections.flatMap((s) => s.steps.flatMap((st) => st.questions)).find((x) => x.id === first!.questionId)!;
    q.answerType = q.answerType === 'YES_NO' ? 'SHORT_TEXT' : 'YES_NO';
    const { id: _id, ...body } = changed as TemplateBody & { id?: string };
    await storeSnapshot(t.database.db, JSON.stringify(body));
    const otherHash = snapshotHash(JSON.stringify(body));

    const reused = randomUUID();
    expect((await post(surveyId, [{ ...second!, clientId: reused }])).statusCode).toBe(200);
    const batch: BatchAnswer[] = [
      { ...first!, snapshotHash: otherHash },
      { clientId: randomUUID(), questionId: yesNo.question.id, answerValue: 'MAYBE' },
      { clientId: randomUUID(), questionId: excluded.question.id, answerValue: excludedValue },
      { clientId: randomUUID(), questionId: 999_999, answerValue: 'YES' },
      { clientId: reused, questionId: first!.questionId, answerValue: first!.answerValue },
      { clientId: randomUUID(), questionId: yesNo.question.id, answerValue: 'YES' },
    ];
    const res = await post(surveyId, batch);
    expect(res.statusCode, res.body).toBe(200);
    const results = answerBatchResultSchema.parse(res.json()).results;
    expect(results.map((r) => [r.status, r.reason, r.message])).toEqual([
      ['refused', 'QUESTION_CHANGED', offlineMessages.questionChanged],
      ['refused', 'INVALID', validationMessages.optionRequired],
      ['refused', 'NOT_APPLICABLE', refusalMessages.questionNotApplicable],
      ['refused', 'QUESTION_CHANGED', offlineMessages.questionChanged],
      ['refused', 'ID_REUSED', offlineMessages.clientIdReused],
      ['saved', null, null],
    ]);
    const after = await stored(surveyId);
    expect(after.answers.has(first!.questionId)).toBe(false);
    expect(after.answers.has(excluded.question.id)).toBe(false);
    expect(after.answers.get(yesNo.question.id)?.answerStr).toBe('YES');
    // The audit's own snapshot, or one where the question is defined alike, is no change.
    const own = await t.database.db
      .selectFrom('surveySnapshots')
      .select('hash')
      .where('id', '=', after.row.snapshotId)
      .executeTakeFirstOrThrow();
    const same = await post(surveyId, [{ ...first!, clientId: randomUUID(), snapshotHash: own.hash }]);
    expect(same.json().results[0]).toMatchObject({ status: 'saved', reason: null });
  });

  it('refuses every answer of an audit scored meanwhile and writes nothing but the receipts', async () => {
    const { surveyId, template, given } = await freshAudit('Batch scored');
    await t.database.db.updateTable('surveys').set({ state: 'SCORED' }).where('externalId', '=', surveyId).execute();
    const before = await stored(surveyId);
    const res = await post(surveyId, validAnswers(template, given, 3));
    expect(res.statusCode, res.body).toBe(200);
    const { results } = answerBatchResultSchema.parse(res.json());
    expect(results.map((r) => [r.reason, r.message])).toEqual(Array(3).fill(['SCORED', offlineMessages.scoredMeanwhile]));
    const after = await stored(surveyId);
    expect([...after.answers.keys()]).toEqual([...before.answers.keys()]);
    expect(after.log).toHaveLength(before.log.length);
    expect(after.row.updatedAt).toBe(before.row.updatedAt);
    expect(after.receipts).toHaveLength(3);
  });

  it('answers a retried batch with the first results, repeated, and writes once', async () => {
    const { surveyId, template, given } = await freshAudit('Batch retried');
    const batch = [...validAnswers(template, given, 3), { clientId: randomUUID(), questionId: 999_999, answerValue: 'YES' }];
    const first = answerBatchResultSchema.parse((await post(surveyId, batch)).json());
    const once = await stored(surveyId);
    const again = answerBatchResultSchema.parse((await post(surveyId, batch)).json());
    expect(again.results).toEqual(first.results.map((r) => ({ ...r, repeated: true })));
    expect(again.progress).toEqual(first.progress);
    const twice = await stored(surveyId);
    expect(twice.log).toHaveLength(once.log.length);
    expect(twice.receipts).toHaveLength(4);
    for (const a of batch.slice(0, 3)) expect(twice.answers.get(a.questionId)!.answeredAt).toBe(once.answers.get(a.questionId)!.answeredAt);
  });

  it('writes once when the same answer id arrives 20 times at once, through the batch and through /next', async () => {
    const { surveyId, template, given } = await freshAudit('Batch concurrent');
    const [viaBatch, viaNext] = validAnswers(template, given, 2);
    const batches = await Promise.all(Array.from({ length: 20 }, () => post(surveyId, [viaBatch])));
    expect(batches.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(batches.filter((r) => r.json().results[0].repeated === false)).toHaveLength(1);
    expect(batches.every((r) => r.json().results[0].status === 'saved')).toBe(true);
    const nexts = await Promise.all(Array.from({ length: 20 }, () => t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, viaNext)));
    expect(nexts.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const after = await stored(surveyId);
    expect(after.log).toHaveLength(2);
    expect(after.receipts.map((r) => r.clientId).sort()).toEqual([viaBatch!.clientId, viaNext!.clientId].sort());
    // Written once: the answer's time is its receipt's (a second write would have moved it on).
    for (const a of [viaBatch!, viaNext!]) {
      const receipt = after.receipts.find((r) => r.clientId === a.clientId)!;
      expect(new Date(after.answers.get(a.questionId)!.answeredAt).getTime()).toBe(new Date(receipt.createdAt).getTime());
    }
    // /next with an id used for another question is refused; for a scored audit, a retry answers without writing.
    const reused = await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, {
      ...viaBatch,
      clientId: viaNext!.clientId,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(offlineMessages.clientIdReused);
    await t.database.db.updateTable('surveys').set({ state: 'SCORED' }).where('externalId', '=', surveyId).execute();
    expect((await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, viaNext)).statusCode).toBe(200);
    const fresh = await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, { ...viaNext, clientId: randomUUID() });
    expect(fresh.statusCode).toBe(409);
    expect((await stored(surveyId)).log).toHaveLength(2);
  });

  it('makes carried answers the auditor’s own: the same answer is logged as confirmed, another as a change', async () => {
    const { surveyId: previous, template } = await launch(t, FARM, [AUDITOR], 'Batch carried 2025');
    await answerAll(t, ADMIN, previous, template);
    expect((await t.call(ADMIN, 'POST', `/api/v1/survey/${previous}/score`)).statusCode).toBe(200);
    const launched = await t.call(ADMIN, 'POST', `/admin/api/v1/template/${(template as { id: string }).id}/launch`, {
      name: 'Batch carried 2026',
      surveyYear: '2026',
      companyExtId: ids.company1,
      farmExtId: ids.farms[FARM],
      userExtIds: [ids.users[AUDITOR]],
      carryFromExtId: previous,
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const surveyId = launched.json<{ surveyExtId: string }>().surveyExtId;
    const before = await stored(surveyId);
    const carried = [...before.answers.values()].filter((a) => a.carriedFrom !== null);
    const same = carried.find((a) => questionById(template, a.questionId).answerType === 'YES_NO')!;
    const other = carried.find((a) => a !== same && questionById(template, a.questionId).answerType === 'YES_NO')!;
    const flipped = other.answerStr === 'YES' ? 'NO' : 'YES';
    const res = await post(surveyId, [
      { clientId: randomUUID(), questionId: same.questionId, answerValue: same.answerStr },
      { clientId: randomUUID(), questionId: other.questionId, answerValue: flipped },
    ]);
    expect(res.json().results.map((r: { status: string }) => r.status)).toEqual(['saved', 'saved']);
    const after = await stored(surveyId);
    expect(after.answers.get(same.questionId)).toMatchObject({ answerStr: same.answerStr, carriedFrom: null });
    expect(after.answers.get(other.questionId)).toMatchObject({ answerStr: flipped, carriedFrom: null });
    expect(after.row.carriedLeft).toBe(before.row.carriedLeft - 2);
    const logged = after.log.slice(before.log.length).map((l) => Object.values(JSON.parse(l.updatedFieldsJson))[0]);
    expect(logged).toEqual([
      ['Carried from Batch carried 2025', 'Confirmed unchanged'],
      [other.answerStr === 'YES' ? 'Yes' : 'No', flipped === 'YES' ? 'Yes' : 'No'],
    ]);
  });

  it('follows /next’s access and refuses bad bodies with 400, never 500', async () => {
    const { surveyId, template, given } = await freshAudit('Batch access');
    const batch = validAnswers(template, given, 1);
    expect((await post(surveyId, batch, OTHER)).statusCode).toBe(404);
    expect((await post(surveyId, batch, FARMER)).statusCode).toBe(404);
    expect((await post(surveyId, batch, VIEWER)).statusCode).toBe(403);
    expect((await post(randomUUID(), batch)).statusCode).toBe(404);
    expect((await post('no-such-audit', batch)).statusCode).toBe(400);
    const answer = batch[0]!;
    const tooMany = Array.from({ length: ANSWER_BATCH_MAX + 1 }, () => ({ ...answer, clientId: randomUUID() }));
    for (const bad of [[], [{ ...answer, clientId: 'not-a-uuid' }], tooMany, [{ ...answer, questionId: 'x' }], 'answers']) {
      const res = await post(surveyId, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await stored(surveyId)).receipts).toHaveLength(0);
  });
});

describe(`offline package (${dbKind})`, () => {
  it('carries the audit, its snapshot, answers, cursor, people and actions; readOnly as the flow decides', async () => {
    const { surveyId, template, given } = await freshAudit('Offline package');
    const batch = validAnswers(template, given, 3);
    await post(surveyId, batch);
    const action = await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/action`, {
      title: 'Net check',
      description: '<p>Check.</p>',
      riskLevel: 'LOW',
      questionId: batch[0]!.questionId,
    });
    const res = await t.call(AUDITOR, 'GET', `/api/v1/survey/${surveyId}/offline`);
    expect(res.statusCode, res.body).toBe(200);
    const pkg = res.json();
    const detail = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${surveyId}`)).json();
    const current = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${surveyId}/current`)).json();
    const row = await stored(surveyId);
    expect(pkg.survey).toEqual(detail);
    expect(pkg.farm).toEqual((await t.call(AUDITOR, 'GET', `/api/v1/survey/${surveyId}/farm?showMediaCats=true`)).json());
    const hash = await t.database.db
      .selectFrom('surveySnapshots')
      .select('hash')
      .where('id', '=', row.row.snapshotId)
      .executeTakeFirstOrThrow();
    expect(pkg.snapshotHash).toBe(hash.hash);
    expect(flowOrder(pkg.snapshot).map((e) => e.question.id)).toEqual(flowOrder(template).map((e) => e.question.id));
    expect(new Map(pkg.answers.map((a: { questionId: number; answerStr: string }) => [a.questionId, a.answerStr]))).toEqual(
      new Map([...row.answers].map(([id, a]) => [id, a.answerStr])),
    );
    expect(pkg.cursor).toBe(current.question.id);
    expect(pkg.readOnly).toBe(false);
    expect(pkg.people.map((p: { externalId: string }) => p.externalId)).toContain(ids.users[AUDITOR]);
    expect(typeof pkg.farmProductionSystem === 'string' || pkg.farmProductionSystem === null).toBe(true);
    expect(action.statusCode, action.body).toBe(201);
    expect(pkg.actions).toContainEqual(expect.objectContaining({ questionId: batch[0]!.questionId, title: 'Net check', closedAt: null }));
    expect((await t.call(VIEWER, 'GET', `/api/v1/survey/${surveyId}/offline`)).json().readOnly).toBe(true);
    expect((await t.call(OTHER, 'GET', `/api/v1/survey/${surveyId}/offline`)).statusCode).toBe(404);
    expect((await t.call(FARMER, 'GET', `/api/v1/survey/${surveyId}/offline`)).statusCode).toBe(404);
  });
});
