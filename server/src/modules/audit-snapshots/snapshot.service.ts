// Storing a launched template body once and reading it back: what the audits, the question flow, the activity log
// and the personal-data export use.
import type { Executor } from '../../db/database.ts';
import * as repo from './snapshot.repository.ts';

/** The stored body of a snapshot. */
export function snapshotBody(db: Executor, id: number) {
  return repo.snapshotBody(db, id);
}

/** The stored body of the snapshot with this hash, or undefined when no audit was launched on it. */
export function snapshotBodyByHash(db: Executor, hash: string) {
  return repo.snapshotBodyByHash(db, hash);
}

/** The snapshot (id and hash) of each of these audits that exists and has one; one query for a page of log entries. */
export function snapshotsOfAudits(db: Executor, externalIds: readonly string[]) {
  return repo.snapshotsOfAudits(db, externalIds);
}

/**
 * Stores a launched template body once and answers its row id: inserted when its hash is new, else the stored row's.
 * Runs in the caller's transaction; two launches racing on PostgreSQL both end on the one row (the loser's insert
 * does nothing, then reads the winner's).
 */
export function storeSnapshot(db: Executor, bodyJson: string) {
  return repo.storeSnapshot(db, bodyJson);
}
