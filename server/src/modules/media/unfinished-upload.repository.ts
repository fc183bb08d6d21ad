import { sql } from 'kysely';
import type { Executor, Tx } from '../../db/database.ts';

export interface UnfinishedUploadsHeld {
  count: number;
  bytes: number;
}

/**
 * Takes the user's row lock before counting, so two creations at once (in two processes too) are counted one after
 * the other: a row lock on PostgreSQL, the one writer on SQLite. The update changes nothing.
 */
export async function lockUserForUploads(tx: Tx, userId: number) {
  await tx
    .updateTable('users')
    .set({ authVersion: sql<number>`auth_version` })
    .where('id', '=', userId)
    .execute();
}

/** The user's uploads still unfinished that started after `sinceIso` (older ones have expired). */
export async function unfinishedUploadsOf(db: Executor, userId: number, sinceIso: string): Promise<UnfinishedUploadsHeld> {
  const row = await db
    .selectFrom('unfinishedUploads')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('declaredBytes'), sql<number>`0`).as('bytes')])
    .where('userId', '=', userId)
    .where('createdAt', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), bytes: Number(row.bytes) };
}

export async function insertUnfinishedUpload(tx: Tx, uploadId: string, userId: number, declaredBytes: number, createdAt: string) {
  await tx.insertInto('unfinishedUploads').values({ uploadId, userId, declaredBytes, createdAt }).execute();
}

export async function deleteUnfinishedUpload(db: Executor, uploadId: string) {
  await db.deleteFrom('unfinishedUploads').where('uploadId', '=', uploadId).execute();
}

export async function deleteUnfinishedUploadsBefore(db: Executor, beforeIso: string) {
  await db.deleteFrom('unfinishedUploads').where('createdAt', '<=', beforeIso).execute();
}
