import type { Executor } from './database.ts';
import type { SurveyRow } from './schema.ts';

/** What an answer writes on the audit as it locks it: in progress, changed by this user at this time. */
export interface AuditTouch {
  at: string;
  by: string;
}

/**
 * The one lock of an audit row (issue 38 item 3), taken first by every transaction that must not interleave with
 * another on the same audit: answers (`/next`, the offline batch, confirming a step), scoring, an environmental import.
 * An update, so it takes the row lock on PostgreSQL and the database's write lock on SQLite, whatever the audit's
 * state (a scored audit too: a retried answer reads the first one's receipt after the lock, docs/decisions.md "Answers
 * sent offline"). Without `touch` it changes nothing; with it, an audit that is not scored is marked in progress by the
 * user in the same statement. Returns the row as it stands under the lock (state read again after any wait), with its
 * snapshot's hash, or null when the audit is gone.
 */
export async function lockAudit(
  db: Executor,
  id: number,
  touch?: AuditTouch,
): Promise<(SurveyRow & { snapshotHash: string | null }) | null> {
  const row = await db
    .updateTable('surveys')
    .set((eb) => {
      if (!touch) return { state: eb.ref('state') };
      const scored = eb('state', '=', 'SCORED');
      return {
        state: eb.case().when(scored).then(eb.ref('state')).else('IN_PROGRESS').end(),
        updatedAt: eb.case().when(scored).then(eb.ref('updatedAt')).else(touch.at).end(),
        updatedBy: eb.case().when(scored).then(eb.ref('updatedBy')).else(touch.by).end(),
      };
    })
    .where('surveys.id', '=', id)
    .returningAll()
    .returning((eb) =>
      eb
        .selectFrom('surveySnapshots')
        .select('surveySnapshots.hash')
        .whereRef('surveySnapshots.id', '=', 'surveys.snapshotId')
        .as('snapshotHash'),
    )
    .executeTakeFirst();
  return row ?? null;
}
