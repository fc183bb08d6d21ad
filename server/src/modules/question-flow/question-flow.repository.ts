import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { SurveyRow } from '../../db/schema.ts';

/** An audit row read for the flow, results or scoring: with its snapshot's hash, the key of the parsed-snapshot cache. */
export type SurveyFlowRow = SurveyRow & { snapshotHash: string | null };

/** An audit's answers by question id. */
export async function answersOf(db: Executor, surveyId: number) {
  const rows = await db.selectFrom('surveyAnswers').select(['questionId', 'answerStr']).where('surveyId', '=', surveyId).execute();
  return new Map(rows.map((r) => [r.questionId, r.answerStr]));
}

/**
 * The day an audit was answered (issue 22): dated answers age against it, not against the server's clock, so a
 * rescore a year later gives the same result. The latest answer's time, or null without answers.
 */
export async function lastAnsweredAt(db: Executor, surveyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('surveyAnswers')
    .select((eb) => eb.fn.max('answeredAt').as('last'))
    .where('surveyId', '=', surveyId)
    .executeTakeFirst();
  const last = row?.last as string | Date | null | undefined;
  return last ? new Date(last).toISOString() : null;
}

/** An audit's answers with the time of its latest answer (lastAnsweredAt), read together for scoring. */
export async function answersWithLastTimeOf(db: Executor, surveyId: number) {
  const rows = await db
    .selectFrom('surveyAnswers')
    .select(['questionId', 'answerStr', 'answeredAt'])
    .where('surveyId', '=', surveyId)
    .execute();
  const last = rows.reduce<number | null>((max, r) => {
    const at = Date.parse(String(r.answeredAt));
    return max === null || at > max ? at : max;
  }, null);
  return {
    answers: new Map(rows.map((r) => [r.questionId, r.answerStr])),
    lastAnsweredAt: last === null ? null : new Date(last).toISOString(),
  };
}

/** The question a user last stood on in an audit, or null. */
export async function cursorOf(db: Executor, surveyId: number, userId: number) {
  const row = await db
    .selectFrom('surveyCursors')
    .select('questionId')
    .where('surveyId', '=', surveyId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.questionId ?? null;
}

export async function setCursor(db: Executor, surveyId: number, userId: number, questionId: number | null) {
  await db
    .insertInto('surveyCursors')
    .values({ surveyId, userId, questionId, updatedAt: nowIso() })
    .onConflict((oc) => oc.columns(['surveyId', 'userId']).doUpdateSet({ questionId, updatedAt: nowIso() }))
    .execute();
}

export interface StoredAnswer {
  surveyId: number;
  questionId: number;
  answerId: number;
  answerStr: string;
  answeredBy: number;
  answeredAt: string;
}

/** Saves one answer, replacing the question's earlier one. */
export async function upsertAnswer(db: Executor, a: StoredAnswer) {
  await db
    .insertInto('surveyAnswers')
    .values(a)
    .onConflict((oc) =>
      oc
        .columns(['surveyId', 'questionId'])
        .doUpdateSet({ answerStr: a.answerStr, answerId: a.answerId, answeredBy: a.answeredBy, answeredAt: a.answeredAt }),
    )
    .execute();
}

/** After an answer: the audit's open-question count (and whether it is complete). */
export async function markProgress(db: Executor, surveyId: number, openQuestions: number) {
  await db
    .updateTable('surveys')
    .set({ isComplete: openQuestions === 0 ? 1 : 0, openQuestions })
    .where('id', '=', surveyId)
    .execute();
}

/** The actions raised on one question of an audit, oldest first (the question screen's list; the audit flow
 * reads them, the actions module writes them). */
export function actionsOfQuestion(db: Executor, surveyId: number, questionId: number) {
  return db
    .selectFrom('actionItems')
    .select(['externalId', 'title', 'riskLevel', 'closedAt'])
    .where('surveyId', '=', surveyId)
    .where('questionId', '=', questionId)
    .orderBy('createdAt')
    .execute();
}

/**
 * Takes the audit's row lock for an answer (the row lock on PostgreSQL, the write lock on SQLite) only while the audit
 * is not scored, and marks it in progress; null when it is scored. Answers and scoring both lock the row first, so
 * they are serialised, and the state is read again after any wait. Returns the stored progress, so an answer that
 * leaves it as it was writes no second update.
 */
export async function lockUnscoredSurvey(db: Executor, id: number, at: string, by: string) {
  const row = await db
    .updateTable('surveys')
    .set({ state: 'IN_PROGRESS', updatedAt: at, updatedBy: by })
    .where('id', '=', id)
    .where('state', '<>', 'SCORED')
    .returning(['openQuestions', 'isComplete'])
    .executeTakeFirst();
  return row ?? null;
}
