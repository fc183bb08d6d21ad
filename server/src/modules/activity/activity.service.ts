import type { ActivityFilter, ActivityPage } from '@aquarisk/contract/schemas/activity.schema';
import type { FieldChanges } from '@aquarisk/contract/activity';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { requireCapability } from '../../plugins/access.ts';
import * as repo from './activity-log.repository.ts';
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
  requireCapability(user, 'readActivityLog');
  const db = ctx.database.db;
  const filter = toLogFilter(f);
  const [totalRecords, rows] = await Promise.all([repo.countEntries(db, filter), repo.pageEntries(db, filter, q.sort, q.page, q.size)]);
  return {
    pageSize: q.size,
    totalRecords,
    items: rows.map((r) => ({
      targetUserEmail: r.actorEmail,
      method: r.method,
      target: r.target,
      targetName: r.targetName,
      companyName: r.companyName,
      createdAt: r.createdAt,
      updatedFieldsJson: JSON.parse(r.updatedFieldsJson) as FieldChanges,
      targetExtId: r.targetExtId,
    })),
  };
}

async function* csvChunks(ctx: AppContext, sort: repo.LogSort, f: Partial<ActivityFilter>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_HEADER)}`;
  for await (const rows of repo.streamEntries(ctx.database.db, toLogFilter(f), sort)) yield rows.map(csvRow).join('');
}

/** GET /admin/api/v1/audit/log/export: the same filter as CSV text, produced batch by batch (checked before it starts). */
export function exportActivityCsv(ctx: AppContext, user: AuthUser, sort: repo.LogSort, f: Partial<ActivityFilter>): AsyncGenerator<string> {
  requireCapability(user, 'readActivityLog');
  return csvChunks(ctx, sort, f);
}

/** GET /admin/api/v1/audit/log/users?name: the log's user typeahead. */
export async function searchLogUsers(ctx: AppContext, user: AuthUser, name: string) {
  requireCapability(user, 'readActivityLog');
  return repo.searchUsers(ctx.database.db, name);
}
