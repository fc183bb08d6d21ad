import type { ActivityFilter, ActivityPage } from '@aquarisk/contract/schemas/activity.schema';
import type { FieldChanges } from '@aquarisk/contract/activity';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import type { Executor } from '../../db/database.ts';
import * as repo from './log-query.repository.ts';
import { readLegacyAnswers } from './legacy-answer-entries.ts';
import { CSV_HEADER, csvLine, csvRow } from './activity-csv.ts';

/** The filter as the repository takes it: e-mails compare in lower case, as accounts store them. */
function toLogFilter(f: Partial<ActivityFilter>): repo.LogFilter {
  return { ...f, userEmails: f.userEmails?.map((e) => e.toLowerCase()).filter(Boolean) };
}

/** POST /admin/api/v1/audit/log: one page of the log of all companies (administrators). */
export async function listActivity(
  ctx: AppContext,
  user: AuthUser,
  q: { page: number; size: number; sort: repo.LogSort },
  f: Partial<ActivityFilter>,
): Promise<ActivityPage> {
  const db = ctx.database.db;
  const filter = toLogFilter(f);
  const [totalRecords, rows] = await Promise.all([repo.countEntries(db, filter), repo.pageEntries(db, filter, q.sort, q.page, q.size)]);
  return { pageSize: q.size, totalRecords, items: await activityItems(db, rows) };
}

type ReadableRow = repo.LogRow & { changes: FieldChanges };

/** Rows with their changes parsed, old answer entries in today's words (legacy-answer-entries.ts). */
const readable = (db: Executor, rows: repo.LogRow[]): Promise<ReadableRow[]> =>
  readLegacyAnswers(
    db,
    rows.map((r) => ({ ...r, changes: JSON.parse(r.updatedFieldsJson) as FieldChanges })),
  );

const toItem = (r: ReadableRow) => ({
  targetUserEmail: r.actorEmail,
  method: r.method,
  target: r.target,
  targetName: r.targetName,
  companyName: r.companyName,
  createdAt: r.createdAt,
  updatedFieldsJson: r.changes,
  targetExtId: r.targetExtId,
});

/** Log rows as the log page shows them (old answer entries in today's words); the personal-data export uses it too. */
export async function activityItems(db: Executor, rows: repo.LogRow[]) {
  return (await readable(db, rows)).map(toItem);
}

async function* csvChunks(ctx: AppContext, sort: repo.LogSort, f: Partial<ActivityFilter>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_HEADER)}`;
  const db = ctx.database.db;
  for await (const rows of repo.streamEntries(db, toLogFilter(f), sort)) {
    const shown = await readable(db, rows);
    yield shown.map((r) => csvRow({ ...r, updatedFieldsJson: JSON.stringify(r.changes) })).join('');
  }
}

/** GET /admin/api/v1/audit/log/export: the same filter as CSV text, produced batch by batch (checked before it starts). */
export function exportActivityCsv(ctx: AppContext, user: AuthUser, sort: repo.LogSort, f: Partial<ActivityFilter>): AsyncGenerator<string> {
  return csvChunks(ctx, sort, f);
}

/** GET /admin/api/v1/audit/log/users?name: the log's user typeahead. */
export async function searchLogUsers(ctx: AppContext, user: AuthUser, name: string) {
  return repo.searchUsers(ctx.database.db, name);
}
