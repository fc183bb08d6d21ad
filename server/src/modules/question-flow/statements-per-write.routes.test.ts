import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { answerAll, demoSurveyId, launch } from '../../../test/audit-helpers.ts';
import { ADMIN, AUDITOR } from '../../../test/demo-users.ts';
import { StatementCounter } from '../../../test/statement-counter.ts';

/**
 * Issue 25 item 3: on PostgreSQL every statement is a round trip, so an answer and a score run a fixed, small number
 * of them, whatever the audit's size: an upper bound per call (the request's sign-in check included), which fails
 * when per-row statements or known reads and writes come back. Measured 2026-11-28 (BEGIN and COMMIT not counted):
 * a new answer 12 → 10, a changed one 12 → 9 (its progress stays), an unchanged one 10 → 7 (no log entry either);
 * a first score 14 → 9, a rescore 13 → 9. Issue 25 item 2 adds one to scoring: the farm's latest score, one upsert.
 * Issue 28 item 3 adds one more: the company's webhook endpoints subscribed to "audit scored" (one read; a delivery
 * row per subscribed endpoint only when there are some). Issue 37 item 14 adds one more: a scored audit meets the
 * farm's schedule, so scoring reads the farm's schedule and its last scored audit (one read; an update only when the
 * due day moves).
 */
const NEW_ANSWER = 10;
const CHANGED_ANSWER = 9;
const SAME_ANSWER = 7;
const SCORE = 12;
const RESCORE = 12;
/** Issue 27 item 3: a batch of answers (none a USER answer) runs this many whatever its length. */
const BATCH = 12;

const counter = new StatementCounter();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { plugins: [counter] });
});
afterAll(() => t.close());

describe('statements per write', () => {
  it(`answers in at most ${NEW_ANSWER} statements, ${CHANGED_ANSWER} for a changed answer, ${SAME_ANSWER} for the same`, async () => {
    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'Statement count audit');
    const questions = template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
    // Yes/no questions no other question's includeIf reads: a changed answer leaves the open-question count as it is.
    const watched = new Set(questions.flatMap((q) => (q.includeIf ? [q.includeIf.answerId] : [])));
    const [warm, q] = questions.filter((x) => !x.includeIf && x.answerType === 'YES_NO' && !watched.has(x.answer.id));
    const post = async (questionId: number, answerValue: string) => {
      const res = await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, { questionId, answerValue });
      expect(res.statusCode, res.body).toBe(200);
    };
    await post(warm!.id, 'YES'); // signs in and reads the audit's template once: neither is part of an answer
    const added = await counter.during(() => post(q!.id, 'YES'));
    const changed = await counter.during(() => post(q!.id, 'NO'));
    const same = await counter.during(() => post(q!.id, 'NO'));
    expect(added.length, added.join(', ')).toBeLessThanOrEqual(NEW_ANSWER);
    expect(changed.length, changed.join(', ')).toBeLessThanOrEqual(CHANGED_ANSWER);
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(SAME_ANSWER);
    expect(added).toContain('Insert activity_log');
    expect(changed).toContain('Insert activity_log');
    expect(same).not.toContain('Insert activity_log');
    const progress = await t.database.db
      .selectFrom('surveys')
      .select(['state', 'openQuestions'])
      .where('externalId', '=', surveyId)
      .executeTakeFirstOrThrow();
    const current = (await t.call(AUDITOR, 'GET', `/api/v1/survey/${surveyId}/current`)).json<{
      progress: { answered: number; total: number };
    }>();
    expect(progress).toEqual({ state: 'IN_PROGRESS', openQuestions: current.progress.total - current.progress.answered });
  });

  it(`saves a batch of answers in at most ${BATCH} statements, as many for 12 answers as for 2`, async () => {
    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'Statement count batch');
    const questions = template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
    const yesNo = questions.filter((x) => !x.includeIf && x.answerType === 'YES_NO');
    const batch = (from: number, n: number) =>
      counter.during(async () => {
        const answers = yesNo.slice(from, from + n).map((q) => ({ clientId: randomUUID(), questionId: q.id, answerValue: 'YES' }));
        const res = await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/answers`, { answers });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<{ results: { status: string }[] }>().results.every((r) => r.status === 'saved')).toBe(true);
      });
    await batch(0, 1); // signs in and reads the audit's template once
    const two = await batch(1, 2);
    const twelve = await batch(3, 12);
    expect(twelve.length, twelve.join(', ')).toBeLessThanOrEqual(BATCH);
    expect(twelve.length, `${two.join(', ')} / ${twelve.join(', ')}`).toBe(two.length);
  });

  const score = (id: string) =>
    counter.during(async () => {
      const res = await t.call(ADMIN, 'POST', `/api/v1/survey/${id}/score`);
      expect(res.statusCode, res.body).toBe(200);
    });

  it(`scores an audit in at most ${SCORE} statements`, async () => {
    const { surveyId, template } = await launch(t, 'Loch Creran', [AUDITOR], 'Statement count scoring');
    await answerAll(t, AUDITOR, surveyId, template);
    await t.token(ADMIN);
    const statements = await score(surveyId);
    expect(statements.length, statements.join(', ')).toBeLessThanOrEqual(SCORE);
    expect(statements).toContain('Insert survey_section_scores');
  });

  it(`rescores an audit in at most ${RESCORE} statements`, async () => {
    await t.token(ADMIN);
    const id = await demoSurveyId(t, 'Loch Creran compliance audit');
    const db = t.database.db;
    const survey = await db.selectFrom('surveys').select('id').where('externalId', '=', id).executeTakeFirstOrThrow();
    const sections = () =>
      db
        .selectFrom('surveySectionScores')
        .select(['sectionId', 'normScore', 'risk'])
        .where('surveyId', '=', survey.id)
        .orderBy('sectionId')
        .execute();
    // A stale row, as an older model might have stored it: the rescore's upsert replaces it.
    const before = await sections();
    await db.updateTable('surveySectionScores').set({ normScore: -1, risk: 'STALE' }).where('surveyId', '=', survey.id).execute();
    const statements = await score(id);
    expect(statements.length, statements.join(', ')).toBeLessThanOrEqual(RESCORE);
    expect(await sections()).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });
});
