import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { lockAudit } from '../../db/audit-lock.ts';
import { nowIso, type DB, type Executor } from '../../db/database.ts';
import { writeEnvironmentOverview } from '../../db/environment-overview.ts';
import { readEnvironmentCsv } from './environment-csv.ts';
import * as repo from './environment-import.repository.ts';

/** A pending set older than this was left by an import that died with its process; the next import clears it. */
const STALE_IMPORT_MS = 24 * 60 * 60 * 1000;

export interface EnvironmentImport {
  db: DB;
  surveyId: number;
  source: Readable;
  /** already sanitised */
  fileName: string;
  by: string;
  /** runs inside the transaction that makes the new series live (the upload's activity-log entry) */
  onSwap?: (tx: Executor, stored: { rows: number; parameters: string[] }) => Promise<void>;
  /** a failure to clear the replaced series after the swap: the upload stands, the stale sweep clears it later */
  onCleanupError?: (err: unknown) => void;
}

/**
 * Replaces an audit's series with a CSV's readings, all or nothing, without holding a transaction (on SQLite, the
 * one connection) for the whole file (issue 21 item 4). The readings go in under a pending set of parameters that
 * no reader sees, in short statements with a turn of the event loop between them so other requests run; one short
 * transaction then retires the live set and makes the pending one live, with the upload record and the caller's
 * activity entry. Whatever is not live afterwards (the refused import's rows, or the replaced series) is deleted in
 * batches before this returns, so a refused file leaves nothing behind.
 */
export async function importEnvironment(job: EnvironmentImport): Promise<{ rows: number; parameters: string[] }> {
  const { db, surveyId } = job;
  const importId = randomUUID();
  const retiredAs = randomUUID();
  await discardStaleImports(db);
  let parameterIds: number[] = [];
  let swapped = false;
  try {
    const stored = await readEnvironmentCsv(job.source, {
      header: async (parameters) => void (parameterIds = await repo.stageParameters(db, surveyId, importId, nowIso(), parameters)),
      rows: (batch) => repo.insertReadings(db, parameterIds, batch, () => nextTurn()),
    });
    // The series' overview (a farm's trend reads it), written while the set is still pending: no reader sees it yet.
    for (const id of parameterIds) await writeEnvironmentOverview(db, id, () => nextTurn());
    await db.transaction().execute(async (tx) => {
      await lockAudit(tx, surveyId); // two imports of one audit swap one after the other, each seeing the other's result
      const at = nowIso();
      await repo.promoteImport(tx, surveyId, importId, retiredAs, at);
      await repo.replaceUpload(tx, { surveyId, fileName: job.fileName, rows: stored.rows, uploadedAt: at, uploadedByName: job.by });
      await job.onSwap?.(tx, stored);
    });
    swapped = true;
    return stored;
  } finally {
    if (!swapped) await discardPending(db, importId);
    else await discardPending(db, retiredAs).catch((err: unknown) => job.onCleanupError?.(err));
  }
}

/** Deletes a pending set's readings in batches, a turn of the event loop between them, then its parameters. */
async function discardPending(db: DB, pendingId: string) {
  const ids = await repo.pendingParameterIds(db, pendingId);
  for (const id of ids) while ((await repo.deleteReadingsBatch(db, id)) > 0) await nextTurn();
  await repo.deleteParameters(db, ids);
}

async function discardStaleImports(db: DB) {
  const before = new Date(Date.now() - STALE_IMPORT_MS).toISOString();
  for (const pendingId of await repo.stalePendingImports(db, before)) await discardPending(db, pendingId);
}
