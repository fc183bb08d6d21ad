import type { FarmPageParams } from '@aquarisk/contract/schemas/farm-page.schema';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { decodeFarmCursor, encodeFarmCursor } from './farm-cursor.ts';
import * as pages from './farm-page.repository.ts';
import { farmCounts } from './farm.repository.ts';
import { toFarm } from './farm.mapper.ts';
import { farmViewer } from '../access/index.ts';

/**
 * One page of the farms the user sees (same visibility as listFarms), the total matching `q`, and the counts of
 * this page's farms only. One row more than asked tells whether there is a next page.
 */
export async function farmPage(ctx: AppContext, user: AuthUser, companyExtId: string, query: FarmPageParams) {
  const { access, viewer } = await farmViewer(ctx, user, companyExtId);
  const after = query.after ? decodeFarmCursor(query.after) : null;
  const db = ctx.database.db;
  const q = query.q || undefined;
  const rows = await pages.pageVisibleFarms(db, viewer, q, after, query.size + 1);
  const listed = rows.slice(0, query.size);
  const [total, counts] = await Promise.all([
    pages.countVisibleFarms(db, viewer, q),
    farmCounts(
      db,
      listed.map((r) => r.id),
    ),
  ]);
  const last = listed.at(-1);
  return {
    total,
    farms: listed.map((r) => toFarm(r, access.company.externalId, counts.get(r.id))),
    next: rows.length > query.size && last ? encodeFarmCursor(last) : null,
  };
}

export async function farmPoints(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const { viewer } = await farmViewer(ctx, user, companyExtId);
  return pages.visibleFarmPoints(ctx.database.db, viewer);
}
