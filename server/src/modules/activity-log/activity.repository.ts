import type { ActivityMethod, ActivityTarget, FieldChanges } from '@aquarisk/contract/activity';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ActivityLogTable } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';

export interface ActivityEntry {
  actor: { id: number; email: string } | null;
  method: ActivityMethod;
  target: ActivityTarget;
  targetName: string | null;
  targetExtId: string | null;
  /** id null: the company no longer exists (its own deletion); the name is still recorded. */
  company: { id: number | null; name: string } | null;
  changes: FieldChanges;
}

export type LogRowInsert = Insertable<ActivityLogTable>;

/**
 * Stores log entries and adds them to the daily counts (activity_log_daily) that the log's total reads; every write
 * to the log goes through here so the two never disagree.
 */
export async function insertEntries(db: Executor, rows: LogRowInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('activityLog').values(rows).execute();
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

/** Writes one log entry; call it with the transaction of the change it records. */
export async function recordActivity(db: Executor, e: ActivityEntry): Promise<void> {
  await insertEntries(db, [
    {
      actorUserId: e.actor?.id ?? null,
      actorEmail: e.actor?.email ?? null,
      method: e.method,
      target: e.target,
      targetName: e.targetName,
      targetExtId: e.targetExtId,
      companyId: e.company?.id ?? null,
      companyName: e.company?.name ?? null,
      updatedFieldsJson: JSON.stringify(e.changes),
      createdAt: nowIso(),
    },
  ]);
}

/** The same, for a change inside a company known by id (audits, answers, actions): the company name is looked up. */
export async function recordCompanyActivity(db: Executor, companyId: number, e: Omit<ActivityEntry, 'company'>): Promise<void> {
  const company = await db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirstOrThrow();
  await recordActivity(db, { ...e, company });
}

/** Long values (rich text answers, comments) are cut in the log; the record itself keeps them whole. */
export function clipForLog(value: string | null, max = 500): string | null {
  return value && value.length > max ? `${value.slice(0, max)}…` : value;
}
