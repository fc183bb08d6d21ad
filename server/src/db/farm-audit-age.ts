import type { ExpressionBuilder } from 'kysely';
import type { Executor } from './database.ts';
import type { Database } from './schema.ts';

/**
 * Stale farms (issue 39 item 5): what the lists, the map and the portfolio read to age a farm's latest scored audit
 * by the contract's rule (auditAge). The audit's day is the day it was held, else the day it was launched (the
 * portfolio's and the schedules' date of an audit).
 */

/**
 * The day of the farm's latest scored audit, from its maintained latest-score row (migration 041): two seeks by key,
 * no search over the farm's audits; null for a farm never scored.
 */
export const latestAuditDayOfFarm = (eb: ExpressionBuilder<Database, 'farms'>) =>
  eb
    .selectFrom('farmLatestScores as ls')
    .innerJoin('surveys as la', 'la.id', 'ls.surveyId')
    .select((s) => s.fn.coalesce('la.surveyDate', 'la.createdAt').as('day'))
    .whereRef('ls.farmId', '=', 'farms.id');

/** The company's audit interval in months (a company setting, migration 065). */
export async function companyAuditInterval(db: Executor, companyId: number): Promise<number> {
  const row = await db.selectFrom('companies').select('auditIntervalMonths').where('id', '=', companyId).executeTakeFirstOrThrow();
  return Number(row.auditIntervalMonths);
}
