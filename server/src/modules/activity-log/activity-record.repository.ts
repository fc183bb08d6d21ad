import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ActivityLogTable } from '../../db/schema.ts';

export type LogRowInsert = Insertable<ActivityLogTable>;

/** Adds entries to the daily counts (activity_log_daily) that the log's total reads. */
async function addToDailyCounts(db: Executor, rows: readonly Pick<LogRowInsert, 'createdAt' | 'target' | 'method'>[]): Promise<void> {
  const daily = new Map<string, { day: string; target: string; method: string; entries: number }>();
  for (const r of rows) {
    const day = r.createdAt.slice(0, 10);
    const key = `${day}|${r.target}|${r.method}`;
    const group = daily.get(key) ?? { day, target: r.target, method: r.method, entries: 0 };
    group.entries += 1;
    daily.set(key, group);
  }
  await db
    .insertInto('activityLogDaily')
    .values([...daily.values()])
    .onConflict((oc) =>
      oc
        .columns(['day', 'target', 'method'])
        .doUpdateSet((eb) => ({ entries: eb('activityLogDaily.entries', '+', eb.ref('excluded.entries')) })),
    )
    .execute();
}

/**
 * Stores log entries and adds them to the daily counts; every write to the log goes through here (or
 * insertCompanyEntry) so the two never disagree. All entries of one change go in one insert.
 */
export async function insertEntries(db: Executor, rows: LogRowInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('activityLog').values(rows).execute();
  await addToDailyCounts(db, rows);
}

/**
 * One entry of a change inside a company known by id: the insert reads the company's name itself, so an answer or a
 * score costs no separate lookup (issue 25: statements per write on PostgreSQL).
 */
export async function insertCompanyEntry(
  db: Executor,
  companyId: number,
  row: Omit<LogRowInsert, 'companyId' | 'companyName'>,
): Promise<void> {
  await db
    .insertInto('activityLog')
    .values((eb) => ({
      ...row,
      companyId,
      companyName: eb.selectFrom('companies').select('companies.name').where('companies.id', '=', companyId),
    }))
    .execute();
  await addToDailyCounts(db, [row]);
}

export async function companyNameOf(db: Executor, companyId: number): Promise<string | null> {
  const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return company?.name ?? null;
}
