import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { AnswerReceiptsTable } from '../../db/schema.ts';

export type AnswerReceipt = Insertable<AnswerReceiptsTable>;

/**
 * The receipts of these client ids in this audit, by id (one read per batch; read after the audit's row lock is held).
 * An id is the audit's own (migration 057): another audit's use of it is not seen, so it cannot be probed.
 */
export async function receiptsOf(db: Executor, surveyId: number, clientIds: readonly string[]): Promise<Map<string, AnswerReceipt>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('answerReceipts')
    .selectAll()
    .where('surveyId', '=', surveyId)
    .where('clientId', 'in', [...new Set(clientIds)])
    .execute();
  return new Map(rows.map((r) => [r.clientId, r]));
}

/** Stores the first result of each answer, one statement per 500 rows (the batch's maximum). */
export async function insertReceipts(db: Executor, rows: readonly AnswerReceipt[]) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('answerReceipts')
      .values(rows.slice(i, i + 500))
      .execute();
}

/**
 * Takes the audit's row lock whatever its state, and reads its state and counts. The update changes nothing: it takes
 * the row lock on PostgreSQL (a scored audit too, which lockUnscoredSurvey's update skips) and the write lock on
 * SQLite, so answers with the same client id wait for each other and the second reads the first's receipt.
 */
export async function lockSurvey(db: Executor, id: number) {
  const row = await db
    .updateTable('surveys')
    .set((eb) => ({ state: eb.ref('state') }))
    .where('id', '=', id)
    .returning(['state', 'openQuestions', 'isComplete', 'carriedLeft'])
    .executeTakeFirst();
  return row ?? null;
}
