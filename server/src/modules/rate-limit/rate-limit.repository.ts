import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export interface WindowState {
  hits: number;
  startedMs: number;
}

/**
 * Counts one request against `key` in one statement (an upsert, atomic on both databases): a window older than
 * `windowMs` starts again at 1, otherwise its count goes up. Returns the window after the request.
 */
export async function countHit(db: Executor, key: string, nowMs: number, windowMs: number): Promise<WindowState> {
  const expired = sql<boolean>`rate_limit_windows.started_ms + ${windowMs} <= ${nowMs}`;
  const row = await db
    .insertInto('rateLimitWindows')
    .values({ key, startedMs: nowMs, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limit_windows.hits + 1 end`,
        startedMs: sql<number>`case when ${expired} then ${nowMs} else rate_limit_windows.started_ms end`,
      }),
    )
    .returning(['hits', 'startedMs'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), startedMs: Number(row.startedMs) };
}

export async function readWindow(db: Executor, key: string): Promise<WindowState | null> {
  const row = await db.selectFrom('rateLimitWindows').select(['hits', 'startedMs']).where('key', '=', key).executeTakeFirst();
  return row ? { hits: Number(row.hits), startedMs: Number(row.startedMs) } : null;
}

/** Drops windows that ended long ago, so the table holds only recent clients. */
export async function dropWindowsBefore(db: Executor, beforeMs: number) {
  await db.deleteFrom('rateLimitWindows').where('startedMs', '<', beforeMs).execute();
}
