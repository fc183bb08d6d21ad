import type { Executor } from '../../db/database.ts';
import { deleteEnvironmentOverviews } from '../../db/environment-overview.ts';
import type { CsvParameter, CsvReading } from './environment-csv.ts';

/**
 * The writes of an environmental import (issue 21 item 4). Readings go in under a pending set of parameters, one
 * short statement at a time, so no transaction spans the import; `promoteImport` swaps the sets in one transaction.
 */

/** Rows a statement inserts or deletes at most: three bound values a reading, far below SQLite's 32,766. */
const ROWS_PER_STATEMENT = 5000;
/** Parameters per insert (seven bound values each); the CSV allows 200 columns, so this is one statement today. */
const PARAMETERS_PER_INSERT = 1000;

export async function stageParameters(
  db: Executor,
  surveyId: number,
  importId: string,
  at: string,
  parameters: CsvParameter[],
): Promise<number[]> {
  const rows = parameters.map((p, ordinal) => ({
    surveyId,
    key: p.key,
    label: p.label,
    unit: p.unit,
    ordinal,
    pendingImport: importId,
    pendingSince: at,
  }));
  const ids: { id: number; ordinal: number }[] = [];
  for (let i = 0; i < rows.length; i += PARAMETERS_PER_INSERT) {
    ids.push(
      ...(await db
        .insertInto('environmentParameters')
        .values(rows.slice(i, i + PARAMETERS_PER_INSERT))
        .returning(['id', 'ordinal'])
        .execute()),
    );
  }
  return ids.sort((a, b) => a.ordinal - b.ordinal).map((r) => r.id);
}

/** Inserts a batch of rows' readings, `between()` running after each statement (to let other requests in). */
export async function insertReadings(db: Executor, parameterIds: number[], batch: CsvReading[], between: () => Promise<void>) {
  const values = batch.flatMap((r) =>
    r.values.flatMap((value, i) => (value === null ? [] : [{ parameterId: parameterIds[i]!, tsMs: r.tsMs, value }])),
  );
  for (let i = 0; i < values.length; i += ROWS_PER_STATEMENT) {
    await db
      .insertInto('environmentReadings')
      .values(values.slice(i, i + ROWS_PER_STATEMENT))
      .execute();
    await between();
  }
}

/** Inside the caller's transaction: the live set becomes `retiredAs` (to be deleted), the import's set goes live. */
export async function promoteImport(tx: Executor, surveyId: number, importId: string, retiredAs: string, at: string) {
  await tx
    .updateTable('environmentParameters')
    .set({ pendingImport: retiredAs, pendingSince: at })
    .where('surveyId', '=', surveyId)
    .where('pendingImport', 'is', null)
    .execute();
  await tx
    .updateTable('environmentParameters')
    .set({ pendingImport: null, pendingSince: null })
    .where('pendingImport', '=', importId)
    .execute();
}

export async function replaceUpload(
  tx: Executor,
  values: { surveyId: number; fileName: string; rows: number; uploadedAt: string; uploadedByName: string },
) {
  await tx.deleteFrom('environmentUploads').where('surveyId', '=', values.surveyId).execute();
  await tx.insertInto('environmentUploads').values(values).execute();
}

export async function pendingParameterIds(db: Executor, importId: string): Promise<number[]> {
  const rows = await db.selectFrom('environmentParameters').select('id').where('pendingImport', '=', importId).execute();
  return rows.map((r) => r.id);
}

/** Deletes up to ROWS_PER_STATEMENT readings of a parameter; answers how many went (0: none left). */
export async function deleteReadingsBatch(db: Executor, parameterId: number): Promise<number> {
  const res = await db
    .deleteFrom('environmentReadings')
    .where('parameterId', '=', parameterId)
    .where('tsMs', 'in', (eb) =>
      eb.selectFrom('environmentReadings').select('tsMs').where('parameterId', '=', parameterId).limit(ROWS_PER_STATEMENT),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function deleteParameters(db: Executor, ids: number[]) {
  await deleteEnvironmentOverviews(db, ids);
  if (ids.length) await db.deleteFrom('environmentParameters').where('id', 'in', ids).execute();
}

/** Pending sets started before `before`: imports that a crash or a lost connection never finished or cleared. */
export async function stalePendingImports(db: Executor, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('environmentParameters')
    .select('pendingImport')
    .distinct()
    .where('pendingImport', 'is not', null)
    .where('pendingSince', '<', before)
    .execute();
  return rows.flatMap((r) => (r.pendingImport ? [r.pendingImport] : []));
}
