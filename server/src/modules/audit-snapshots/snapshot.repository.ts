import type { Executor } from '../../db/database.ts';
import { snapshotHash } from '../../db/snapshot-hash.ts';

/**
 * Stores a launched template body once and answers its row id: inserted when its hash is new, else the stored row's.
 * Runs in the caller's transaction; two launches racing on PostgreSQL both end on the one row (the loser's insert
 * does nothing, then reads the winner's).
 */
export async function storeSnapshot(db: Executor, bodyJson: string): Promise<number> {
  const hash = snapshotHash(bodyJson);
  const inserted = await db
    .insertInto('surveySnapshots')
    .values({ hash, bodyJson })
    .onConflict((oc) => oc.column('hash').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  return (await db.selectFrom('surveySnapshots').select('id').where('hash', '=', hash).executeTakeFirstOrThrow()).id;
}

/** The stored body of a snapshot. */
export async function snapshotBody(db: Executor, id: number): Promise<string> {
  return (await db.selectFrom('surveySnapshots').select('bodyJson').where('id', '=', id).executeTakeFirstOrThrow()).bodyJson;
}

/** The snapshot (id and hash) of each of these audits that exists and has one; one query for a page of log entries. */
export function snapshotsOfAudits(db: Executor, externalIds: readonly string[]) {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('surveys')
    .innerJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
    .select(['surveys.externalId', 'surveySnapshots.id as snapshotId', 'surveySnapshots.hash as snapshotHash'])
    .where('surveys.externalId', 'in', externalIds)
    .execute();
}

/** The stored body of the snapshot with this hash, or undefined when no audit was launched on it. */
export async function snapshotBodyByHash(db: Executor, hash: string): Promise<string | undefined> {
  const row = await db.selectFrom('surveySnapshots').select('bodyJson').where('hash', '=', hash).executeTakeFirst();
  return row?.bodyJson;
}
