import type { AuthUser } from '../../lib/request-user.ts';
import type { Executor } from '../../db/database.ts';
import { auditVisibleTo } from '../access/index.ts';

/** The farm's other scored audits this user sees, newest first (a farm has tens of audits, not thousands). */
export function comparableAudits(db: Executor, user: AuthUser, farmId: number, exceptId: number) {
  return db
    .selectFrom('surveys')
    .select(['id', 'externalId', 'name', 'surveyDate', 'createdAt', 'normScore', 'risk'])
    .where('surveys.farmId', '=', farmId)
    .where('surveys.state', '=', 'SCORED')
    .where('surveys.id', '!=', exceptId)
    .where(auditVisibleTo(user))
    .orderBy('surveys.createdAt', 'desc')
    .orderBy('surveys.id', 'desc')
    .execute();
}

/** The farm's actions on the audits this user sees, with the audit each was raised on: the two lists below narrow it. */
function farmActions(db: Executor, user: AuthUser, farmId: number) {
  return db
    .selectFrom('actionItems')
    .innerJoin('surveys', 'surveys.id', 'actionItems.surveyId')
    .select([
      'actionItems.externalId',
      'actionItems.title',
      'actionItems.riskLevel',
      'actionItems.createdAt',
      'actionItems.closedAt',
      'surveys.externalId as surveyExtId',
      'surveys.name as surveyName',
    ])
    .where('surveys.farmId', '=', farmId)
    .where(auditVisibleTo(user))
    .orderBy('actionItems.createdAt')
    .orderBy('actionItems.id');
}

/**
 * Actions on the farm's audits (those this user sees) raised or resolved in (from, to]: one query, driven by the
 * farm's audits through the index on surveys.farm_id and the actions' index on survey_id.
 */
export function farmActionsBetween(db: Executor, user: AuthUser, farmId: number, from: string, to: string) {
  return farmActions(db, user, farmId)
    .where((eb) =>
      eb.or([
        eb.and([eb('actionItems.createdAt', '>', from), eb('actionItems.createdAt', '<=', to)]),
        eb.and([eb('actionItems.closedAt', '>', from), eb('actionItems.closedAt', '<=', to)]),
      ]),
    )
    .execute();
}

/** The names of the people USER answers point at (by external id). */
export async function userNamesOf(db: Executor, externalIds: readonly string[]): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['externalId', 'fullName', 'email']).where('externalId', 'in', externalIds).execute();
  return new Map(rows.map((r) => [r.externalId, r.fullName ?? r.email]));
}

/** The farm's name. */
export async function farmNameOf(db: Executor, farmId: number): Promise<string> {
  return (await db.selectFrom('farms').select('name').where('id', '=', farmId).executeTakeFirstOrThrow()).name;
}

/**
 * The farm's actions still open that were raised on its audits launched before `before` (the audit a report is of),
 * those this user sees: what the farm carries into that audit (issue 26 item 7).
 */
export function openActionsBefore(db: Executor, user: AuthUser, farmId: number, before: string) {
  return farmActions(db, user, farmId).where('surveys.createdAt', '<', before).where('actionItems.closedAt', 'is', null).execute();
}
