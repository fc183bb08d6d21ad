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
