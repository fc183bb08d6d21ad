import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { SurveyRow } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { auditVisibleTo } from '../access/index.ts';

/** An audit row read for the flow, results or scoring: with its snapshot's hash, the key of the parsed-snapshot cache. */
export type SurveyFlowRow = SurveyRow & { snapshotHash: string | null };

/** An audit's answers by question id. */
export async function answersOf(db: Executor, surveyId: number) {
  const rows = await db.selectFrom('surveyAnswers').select(['questionId', 'answerStr']).where('surveyId', '=', surveyId).execute();
  return new Map(rows.map((r) => [r.questionId, r.answerStr]));
}

/**
 * An audit's answers by question id, with the carried ones (issue 26 item 1): question id → the audit it was carried
 * from, until the auditor confirms or changes it. One read for the question flow.
 */
export async function flowAnswersOf(db: Executor, surveyId: number) {
  const rows = await db
    .selectFrom('surveyAnswers')
    .select(['questionId', 'answerStr', 'carriedFrom'])
    .where('surveyId', '=', surveyId)
    .execute();
  const carried = new Map<number, number>();
  for (const r of rows) if (r.carriedFrom !== null) carried.set(r.questionId, r.carriedFrom);
  return { answers: new Map(rows.map((r) => [r.questionId, r.answerStr])), carried };
}

/** The audit the carried answers came from, by name (the question screen's badge). */
export async function carriedSourceOf(db: Executor, carried: ReadonlyMap<number, number>) {
  const id = carried.values().next().value;
  if (id === undefined) return null;
  const row = await db.selectFrom('surveys').select(['externalId', 'name', 'surveyYear']).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** Confirms carried answers unchanged: they become the auditor's own answers (one statement). */
export async function confirmCarried(db: Executor, surveyId: number, questionIds: readonly number[], by: number, at: string) {
  if (questionIds.length === 0) return;
  await db
    .updateTable('surveyAnswers')
    .set({ carriedFrom: null, answeredBy: by, answeredAt: at })
    .where('surveyId', '=', surveyId)
    .where('questionId', 'in', questionIds)
    .execute();
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
    .select(['questionId', 'answerStr', 'answeredAt', 'carriedFrom'])
    .where('surveyId', '=', surveyId)
    .execute();
  const last = rows.reduce<number | null>((max, r) => {
    const at = Date.parse(String(r.answeredAt));
    return max === null || at > max ? at : max;
  }, null);
  return {
    answers: new Map(rows.map((r) => [r.questionId, r.answerStr])),
    /** carried answers not yet confirmed (issue 26 item 1) */
    carried: new Set(rows.filter((r) => r.carriedFrom !== null).map((r) => r.questionId)),
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
  /** set only when the launch carries the answer from an earlier audit */
  carriedFrom?: number | null;
}

/**
 * Saves answers of one audit in one statement (the answer batch, issue 27 item 3), each replacing the question's
 * earlier answer; a carried answer saved again is the auditor's own. At most one row per question.
 */
export async function upsertAnswers(db: Executor, rows: readonly StoredAnswer[]) {
  for (let i = 0; i < rows.length; i += 1_000)
    await db
      .insertInto('surveyAnswers')
      .values(rows.slice(i, i + 1_000))
      .onConflict((oc) =>
        oc.columns(['surveyId', 'questionId']).doUpdateSet((eb) => ({
          answerStr: eb.ref('excluded.answerStr'),
          answerId: eb.ref('excluded.answerId'),
          answeredBy: eb.ref('excluded.answeredBy'),
          answeredAt: eb.ref('excluded.answeredAt'),
          carriedFrom: null,
        })),
      )
      .execute();
}

/** Inserts a new audit's first answers (the launch: the farm's answer and those carried), 1,000 rows per statement. */
export async function insertAnswers(db: Executor, rows: readonly StoredAnswer[]) {
  for (let i = 0; i < rows.length; i += 1_000)
    await db
      .insertInto('surveyAnswers')
      .values(rows.slice(i, i + 1_000))
      .execute();
}

/**
 * After answers: the audit's open-question and carried counts (complete when both are 0), in one statement; with
 * `touch`, the audit is in progress, changed by the user (when the lock did not already write that).
 */
export async function storeProgress(
  db: Executor,
  surveyId: number,
  openQuestions: number,
  carriedLeft: number,
  touch?: { at: string; by: string },
) {
  await db
    .updateTable('surveys')
    .set({
      ...(touch && { state: 'IN_PROGRESS', updatedAt: touch.at, updatedBy: touch.by }),
      isComplete: openQuestions === 0 && carriedLeft === 0 ? 1 : 0,
      openQuestions,
      carriedLeft,
    })
    .where('id', '=', surveyId)
    .execute();
}

/**
 * The actions on one question as the audit sees it, oldest first, in one read: those raised in this audit, and those
 * of the farm's earlier audits on the same question that are still open or were resolved since this audit was
 * launched (issue 26 item 2: open actions follow the farm; one action, resolved once wherever it is seen). Earlier
 * audits' actions only when the user sees that audit. The audit flow reads them, the actions module writes them.
 */
export async function actionsOfQuestion(
  db: Executor,
  user: AuthUser,
  row: Pick<SurveyRow, 'id' | 'farmId' | 'createdAt'>,
  questionId: number,
) {
  const rows = await db
    .selectFrom('actionItems')
    .innerJoin('surveys', 'surveys.id', 'actionItems.surveyId')
    // the owner, as the actions page shows it: an erased owner reads as unassigned
    .leftJoin('users as owner', (j) => j.onRef('owner.id', '=', 'actionItems.ownerId').on('owner.erasedAt', 'is', null))
    .select((eb) => [
      'actionItems.externalId',
      'actionItems.title',
      'actionItems.riskLevel',
      'actionItems.closedAt',
      'actionItems.description',
      'actionItems.surveyId',
      'actionItems.dueOn',
      'owner.externalId as ownerExtId',
      eb.fn.coalesce('owner.fullName', 'owner.email').as('ownerName'),
      'surveys.externalId as surveyExtId',
      'surveys.name as surveyName',
      'surveys.surveyYear',
    ])
    .where('surveys.farmId', '=', row.farmId)
    .where('actionItems.questionId', '=', questionId)
    .where((eb) =>
      eb.or([
        eb('surveys.id', '=', row.id),
        eb.and([
          eb('surveys.createdAt', '<', row.createdAt),
          eb.or([eb('actionItems.closedAt', 'is', null), eb('actionItems.closedAt', '>=', row.createdAt)]),
        ]),
      ]),
    )
    .where(auditVisibleTo(user))
    .orderBy('actionItems.createdAt')
    .orderBy('actionItems.id')
    .execute();
  return {
    own: rows.filter((r) => r.surveyId === row.id),
    followed: rows.filter((r) => r.surveyId !== row.id),
  };
}
