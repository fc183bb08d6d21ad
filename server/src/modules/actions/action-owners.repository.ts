import type { Executor } from '../../db/database.ts';

/** An audit as the owner rules need it. */
export interface OwnedAudit {
  id: number;
  companyId: number;
  farmId: number;
}

/** Enough for the farm's people of any real farm; the list is for a select, not a directory. */
const OWNERS_LIMIT = 200;

export function auditOfAction(db: Executor, surveyId: number): Promise<OwnedAudit> {
  return db.selectFrom('surveys').select(['id', 'companyId', 'farmId']).where('id', '=', surveyId).executeTakeFirstOrThrow();
}

/**
 * The company's members who may own the audit's actions (issue 37 item 8): the people assigned to its farm or to the
 * audit, and the caller; narrowed to one person by `ownerExtId` when given.
 */
export function assignableOwners(db: Executor, audit: OwnedAudit, callerId: number, ownerExtId?: string) {
  let q = db
    .selectFrom('users')
    .innerJoin('companyUsers', 'companyUsers.userId', 'users.id')
    .select(['users.id', 'users.externalId', 'users.fullName', 'users.email'])
    .where('companyUsers.companyId', '=', audit.companyId)
    .where('users.erasedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('users.id', '=', callerId),
        eb('users.id', 'in', eb.selectFrom('farmUsers').select('farmUsers.userId').where('farmUsers.farmId', '=', audit.farmId)),
        eb('users.id', 'in', eb.selectFrom('surveyUsers').select('surveyUsers.userId').where('surveyUsers.surveyId', '=', audit.id)),
      ]),
    );
  if (ownerExtId !== undefined) q = q.where('users.externalId', '=', ownerExtId);
  return q.orderBy('users.fullName').orderBy('users.email').limit(OWNERS_LIMIT).execute();
}
