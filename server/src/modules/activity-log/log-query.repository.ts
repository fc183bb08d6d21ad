import type { SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { containsText } from '../../db/text-search.ts';

export interface LogFilter {
  auditTargets?: readonly string[] | undefined;
  methods?: readonly string[] | undefined;
  /** lower-case e-mails */
  userEmails?: readonly string[] | undefined;
  /** ISO instants, both inclusive */
  from?: string | null | undefined;
  to?: string | null | undefined;
}
export type LogSort = 'asc' | 'desc';

type LogQuery<O> = SelectQueryBuilder<Database, 'activityLog', O>;

/** Each filter matches a (column, created_at, id) index, so a filtered page reads in time order from an index. */
function filtered<O>(q: LogQuery<O>, f: LogFilter): LogQuery<O> {
  if (f.auditTargets?.length) q = q.where('activityLog.target', 'in', f.auditTargets);
  if (f.methods?.length) q = q.where('activityLog.method', 'in', f.methods);
  if (f.userEmails?.length) q = q.where('activityLog.actorEmail', 'in', f.userEmails);
  if (f.from) q = q.where('activityLog.createdAt', '>=', f.from);
  if (f.to) q = q.where('activityLog.createdAt', '<=', f.to);
  return q;
}

async function countRows(db: Executor, f: LogFilter): Promise<number> {
  const row = await filtered(db.selectFrom('activityLog'), f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Entries of whole UTC days from the daily counts; null bounds are open. */
async function sumDays(db: Executor, f: LogFilter, firstDay: string | null, lastDay: string | null): Promise<number> {
  let q = db
    .selectFrom('activityLogDaily')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('activityLogDaily.entries'), eb.lit(0)).as('n'));
  if (f.auditTargets?.length) q = q.where('activityLogDaily.target', 'in', f.auditTargets);
  if (f.methods?.length) q = q.where('activityLogDaily.method', 'in', f.methods);
  if (firstDay) q = q.where('activityLogDaily.day', '>=', firstDay);
  if (lastDay) q = q.where('activityLogDaily.day', '<=', lastDay);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

const START = 'T00:00:00.000Z';
const END = 'T23:59:59.999Z';
const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}${START}`) + by * 86_400_000).toISOString().slice(0, 10);

/**
 * totalRecords, exact and fast at millions of entries: whole days come from the daily counts (a few thousand rows
 * at most), and only the partial days at the edges of a from/to range are counted entry by entry. A user filter
 * counts entries directly, on the (actor_email, created_at) index.
 */
export async function countEntries(db: Executor, f: LogFilter): Promise<number> {
  if (f.userEmails?.length) return countRows(db, f);
  const from = f.from ?? null;
  const to = f.to ?? null;
  const fromDay = from?.slice(0, 10) ?? null;
  const toDay = to?.slice(0, 10) ?? null;
  const fromWhole = from === null || from === `${fromDay}${START}`;
  const toWhole = to === null || to === `${toDay}${END}`;
  const firstDay = fromDay === null ? null : fromWhole ? fromDay : shiftDay(fromDay, 1);
  const lastDay = toDay === null ? null : toWhole ? toDay : shiftDay(toDay, -1);
  let total = firstDay === null || lastDay === null || firstDay <= lastDay ? await sumDays(db, f, firstDay, lastDay) : 0;
  if (!fromWhole) {
    const dayEnd = `${fromDay}${END}`;
    total += await countRows(db, { ...f, from, to: to !== null && to < dayEnd ? to : dayEnd });
  }
  if (!toWhole && (fromWhole || fromDay !== toDay)) {
    const dayStart = `${toDay}${START}`;
    total += await countRows(db, { ...f, from: from !== null && from > dayStart ? from : dayStart, to });
  }
  return total;
}

const columns = [
  'activityLog.id',
  'activityLog.actorEmail',
  'activityLog.method',
  'activityLog.target',
  'activityLog.targetName',
  'activityLog.companyName',
  'activityLog.createdAt',
  'activityLog.updatedFieldsJson',
  'activityLog.targetExtId',
] as const;

export function pageEntries(db: Executor, f: LogFilter, sort: LogSort, page: number, size: number) {
  return filtered(db.selectFrom('activityLog').select(columns), f)
    .orderBy('activityLog.createdAt', sort)
    .orderBy('activityLog.id', sort)
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}
export type LogRow = Awaited<ReturnType<typeof pageEntries>>[number];

/**
 * Every matching entry in order, read in batches by keyset (time, id), so an export of a million entries holds one
 * batch in memory and each batch costs the same as the first.
 */
export async function* streamEntries(db: Executor, f: LogFilter, sort: LogSort, batch = 1000): AsyncGenerator<LogRow[]> {
  let last: { createdAt: string; id: number } | null = null;
  const after = sort === 'desc' ? '<' : '>';
  for (;;) {
    let q = filtered(db.selectFrom('activityLog').select(columns), f);
    if (last) {
      const { createdAt, id } = last;
      q = q.where((eb) =>
        eb.or([
          eb('activityLog.createdAt', after, createdAt),
          eb.and([eb('activityLog.createdAt', '=', createdAt), eb('activityLog.id', after, id)]),
        ]),
      );
    }
    const rows = await q.orderBy('activityLog.createdAt', sort).orderBy('activityLog.id', sort).limit(batch).execute();
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    const end = rows[rows.length - 1]!;
    last = { createdAt: end.createdAt, id: end.id };
  }
}

/** People to filter the log by: accounts whose e-mail or name contains the text. */
export function searchUsers(db: Executor, text: string, limit = 20) {
  return db
    .selectFrom('users')
    .select(['users.email', 'users.fullName'])
    .where((eb) => eb.or([containsText('users.email', text), containsText('users.fullName', text)]))
    .orderBy('users.email')
    .limit(limit)
    .execute();
}
