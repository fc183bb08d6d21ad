import { nextAuditDue } from '@aquarisk/contract/audit-schedule';
import type { ScheduleKind } from '@aquarisk/contract/schemas/audit-schedule.schema';
import type { Executor } from './database.ts';

/**
 * `farms.next_audit_due` (migration 045, issue 26 item 3): the day a scheduled farm's next audit is due, by the
 * contract's rule (nextAuditDue) from the farm's schedule and its latest scored audit (issue 37 item 14: a launched
 * audit never started meets no schedule). Setting a schedule and scoring an audit (storeScore) refresh the farm in
 * their transaction; writes that add many audits at once (the demo and scale seeds) refresh their farms here. Audits
 * are only removed with their farm, so no deletion refreshes.
 */
export type ScheduleScope = { all: true } | { companyId: number } | { farmIds: readonly number[] };

const CHUNK = 500;

/** Recomputes next_audit_due of the scheduled farms in scope (unscheduled farms keep null). */
export async function refreshNextAuditDue(db: Executor, scope: ScheduleScope) {
  if ('farmIds' in scope) {
    for (let i = 0; i < scope.farmIds.length; i += CHUNK) await refreshSome(db, { farmIds: scope.farmIds.slice(i, i + CHUNK) });
    return;
  }
  await refreshSome(db, scope);
}

async function refreshSome(db: Executor, scope: ScheduleScope) {
  if ('farmIds' in scope && scope.farmIds.length === 0) return;
  let q = db
    .selectFrom('farms')
    .select(['farms.id', 'farms.scheduleKind', 'farms.scheduleCycleDate', 'farms.scheduledOn', 'farms.nextAuditDue'])
    .select((eb) =>
      eb
        .selectFrom('surveys')
        // the audit's date (the day it was held, else launched), of audits scored at least once
        .select((s) => s.fn.max(s.fn.coalesce('surveys.surveyDate', 'surveys.createdAt')).as('m'))
        .whereRef('surveys.farmId', '=', 'farms.id')
        .where('surveys.scoredAt', 'is not', null)
        .as('lastAudited'),
    )
    .where('farms.scheduleKind', '<>', 'NONE');
  if ('companyId' in scope) q = q.where('farms.companyId', '=', scope.companyId);
  if ('farmIds' in scope) q = q.where('farms.id', 'in', scope.farmIds);
  const rows = await q.execute();
  // One UPDATE per distinct due day, not one per farm.
  const byDue = new Map<string | null, number[]>();
  for (const r of rows) {
    const last = r.lastAudited === null ? null : String(r.lastAudited).slice(0, 10);
    const due = nextAuditDue(r.scheduleKind as ScheduleKind, r.scheduleCycleDate, last, r.scheduledOn ?? todayUtc());
    if (due === r.nextAuditDue) continue;
    byDue.set(due, [...(byDue.get(due) ?? []), r.id]);
  }
  for (const [due, ids] of byDue) await db.updateTable('farms').set({ nextAuditDue: due }).where('id', 'in', ids).execute();
}

/** The server's today, the UTC day the badges are computed against. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
