import { auditAge } from '@aquarisk/contract/audit-age';
import { DUE_SOON_DAYS } from '@aquarisk/contract/audit-schedule';
import type { FarmPageParams } from '@aquarisk/contract/schemas/farm-page.schema';
import { companyAuditInterval } from '../../db/farm-audit-age.ts';
import { todayUtc } from '../../db/farm-schedules.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { decodeFarmCursor, encodeFarmCursor } from './farm-cursor.ts';
import * as pages from './farm-page.repository.ts';
import { farmCounts } from './farm.repository.ts';
import { toFarm } from './farm.mapper.ts';
import { farmViewer } from '../access/index.ts';

/**
 * One page of the farms the user sees (same visibility as listFarms), the total matching `q`, and the counts of
 * this page's farms only. One row more than asked tells whether there is a next page. Whoever sees the whole company
 * (company admins) gets the farms due within 90 days first, earliest due (most overdue) first, then the rest by
 * name (issue 26 item 3): two keyset phases, the cursor saying which one the page ended in. Each farm carries the age
 * of its latest scored audit against the company's audit interval (issue 39 item 5: stale farms).
 */
export async function farmPage(ctx: AppContext, user: AuthUser, companyExtId: string, query: FarmPageParams) {
  const { access, viewer } = await farmViewer(ctx, user, companyExtId);
  const after = query.after ? decodeFarmCursor(query.after) : null;
  const db = ctx.database.db;
  const q = query.q || undefined;
  const dueBy = viewer.companyWide ? addDays(todayUtc(), DUE_SOON_DAYS) : undefined;
  const rows = dueBy && (!after || after.due !== undefined) ? await pages.pageDueFarms(db, viewer, q, dueBy, after, query.size + 1) : [];
  if (rows.length <= query.size) {
    const restAfter = after && (after.due === undefined || !dueBy) ? after : null;
    rows.push(...(await pages.pageVisibleFarms(db, viewer, q, restAfter, query.size + 1 - rows.length, dueBy)));
  }
  const listed = rows.slice(0, query.size);
  const [total, interval, counts] = await Promise.all([
    pages.countVisibleFarms(db, viewer, q),
    companyAuditInterval(db, viewer.companyId),
    farmCounts(
      db,
      listed.map((r) => r.id),
    ),
  ]);
  const last = listed.at(-1);
  return {
    total,
    farms: listed.map((r) => ({
      ...toFarm(r, access.company.externalId, counts.get(r.id)),
      auditAge: auditAge(r.latestAuditDay, interval, todayUtc(ctx.clock.now())),
    })),
    next: rows.length > query.size && last ? encodeFarmCursor(keyOf(last, dueBy)) : null,
  };
}

function keyOf(row: { name: string; id: number; nextAuditDue: string | null }, dueBy: string | undefined): pages.FarmKey {
  const due = dueBy && row.nextAuditDue !== null && row.nextAuditDue <= dueBy ? row.nextAuditDue : undefined;
  return { name: row.name, id: row.id, due };
}

function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function farmPoints(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const { viewer } = await farmViewer(ctx, user, companyExtId);
  return pages.visibleFarmPoints(ctx.database.db, viewer);
}
