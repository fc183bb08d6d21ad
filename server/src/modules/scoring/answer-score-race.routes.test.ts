import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersByAnswerIdOf } from '@aquarisk/contract/answers/include-if';
import { scoreAudit } from '@aquarisk/contract/scoring/score-audit';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { answerAll, launch } from '../../../test/audit-helpers.ts';
import { scoringContextOf } from './scoring.service.ts';
import { AUDITOR } from '../../../test/demo-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RACERS = 20;
const TRIALS = 6;

/** YES_NO questions whose flip changes the score and that no includeIf looks at, so the audit stays complete. */
function flippableQuestions(template: TemplateBody) {
  const questions = template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
  const watched = new Set(questions.flatMap((q) => (q.includeIf ? [q.includeIf.answerId] : [])));
  return questions.filter(
    (q) => q.answerType === 'YES_NO' && !q.includeIf && !watched.has(q.answer.id) && q.answer.scoring.yes !== q.answer.scoring.no,
  );
}

async function auditState(surveyExtId: string) {
  const db = t.database.db;
  const survey = await db
    .selectFrom('surveys')
    .innerJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
    .selectAll('surveys')
    .select('surveySnapshots.bodyJson as snapshotJson')
    .where('externalId', '=', surveyExtId)
    .executeTakeFirstOrThrow();
  const answers = await db.selectFrom('surveyAnswers').select(['questionId', 'answerStr']).where('surveyId', '=', survey.id).execute();
  return { survey, answers: new Map(answers.map((a) => [a.questionId, a.answerStr])) };
}

describe('an answer racing a score', () => {
  it('is serialised with it: a stored score always belongs to a SCORED audit and to the answers stored', async () => {
    const { surveyId, template } = await launch(t, 'Hardanger Fjord Site', [AUDITOR]);
    await answerAll(t, AUDITOR, surveyId, template);
    const racers = flippableQuestions(template).slice(0, RACERS);
    expect(racers).toHaveLength(RACERS);
    const outcomes = { scored: 0, refused: 0 };
    for (let trial = 0; trial < TRIALS; trial++) {
      const before = await auditState(surveyId);
      expect(before.survey.state).toBe('IN_PROGRESS');
      const answers = racers.map(
        (q) => () =>
          t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, {
            questionId: q.id,
            answerValue: before.answers.get(q.id) === 'YES' ? 'NO' : 'YES',
          }),
      );
      const score = () => t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/score`);
      // The score goes out in the middle of the answers, so some answers start before it and some after.
      const calls = [...answers.slice(0, RACERS / 2), score, ...answers.slice(RACERS / 2)];
      const responses = await Promise.all(calls.map((call) => call()));
      const scoreRes = responses[RACERS / 2]!;
      expect(scoreRes.statusCode, scoreRes.body).toBe(200);
      for (const res of responses.filter((r) => r !== scoreRes)) {
        expect([200, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 409) expect(res.json().message).toBe('This audit is scored; its answers are read-only.');
      }
      outcomes.scored += 1;
      outcomes.refused += responses.filter((r) => r.statusCode === 409).length;

      const after = await auditState(surveyId);
      expect(after.survey.scoredAt).not.toBeNull();
      expect(after.survey.state).toBe('SCORED');
      // The stored score is the score of the answers now stored: nothing was answered after it.
      const snapshot = JSON.parse(after.survey.snapshotJson) as TemplateBody;
      const rescored = scoreAudit(
        snapshot,
        answersByAnswerIdOf(snapshot, after.answers),
        await scoringContextOf(t.database.db, after.survey),
      );
      expect(JSON.parse(after.survey.scoringJson!)).toEqual(rescored);
      const late = await t.database.db
        .selectFrom('surveyAnswers')
        .select('questionId')
        .where('surveyId', '=', after.survey.id)
        .where('answeredAt', '>', after.survey.scoredAt!)
        .execute();
      expect(late).toEqual([]);

      // Reopen the audit for the next trial, as if it had never been scored.
      await t.database.db
        .updateTable('surveys')
        .set({ state: 'IN_PROGRESS', scoredAt: null, scoredBy: null, scoringJson: null, normScore: null, risk: null })
        .where('id', '=', after.survey.id)
        .execute();
    }
    expect(outcomes.scored).toBe(TRIALS);
  });

  it('re-checks the state inside the transaction: a score committed between the check and the save wins', async () => {
    const { surveyId, template } = await launch(t, 'Hardanger Fjord Site', [AUDITOR]);
    await answerAll(t, AUDITOR, surveyId, template);
    const [question] = flippableQuestions(template);
    const before = await auditState(surveyId);
    // Another request (or server process) scores the audit after this answer read the audit and before it saves:
    // the first transaction opened is the answer's, and the score runs just before it.
    const db = t.database.db;
    const transaction = db.transaction.bind(db);
    let scoreRes: Awaited<ReturnType<TestApp['call']>> | undefined;
    db.transaction = () => {
      db.transaction = transaction;
      const builder = transaction();
      return Object.assign(Object.create(builder) as typeof builder, {
        execute: async (fn: Parameters<typeof builder.execute>[0]) => {
          scoreRes = await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/score`);
          return builder.execute(fn);
        },
      });
    };
    const answer = await t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/next`, {
      questionId: question!.id,
      answerValue: before.answers.get(question!.id) === 'YES' ? 'NO' : 'YES',
    });
    expect(scoreRes?.statusCode, scoreRes?.body).toBe(200);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe('This audit is scored; its answers are read-only.');
    const after = await auditState(surveyId);
    expect(after.survey.state).toBe('SCORED');
    expect(after.answers).toEqual(before.answers);
  });

  it('re-checks the state inside the transaction: a second score by an auditor is refused', async () => {
    const { surveyId, template } = await launch(t, 'Hardanger Fjord Site', [AUDITOR]);
    await answerAll(t, AUDITOR, surveyId, template);
    const both = await Promise.all([
      t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/score`),
      t.call(AUDITOR, 'POST', `/api/v1/survey/${surveyId}/score`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const entries = await t.database.db
      .selectFrom('activityLog')
      .select('updatedFieldsJson')
      .where('targetExtId', '=', surveyId)
      .where('updatedFieldsJson', 'like', '%SCORED%')
      .execute();
    expect(entries).toHaveLength(1);
  });
});
