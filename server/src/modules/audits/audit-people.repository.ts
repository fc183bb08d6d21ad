import type { Executor } from '../../db/database.ts';
import { containsText } from '../../db/text-search.ts';

export const AUDIT_PEOPLE_LIMIT = 50;

/**
 * The people of one audit, as far as they are still members of its company: its assignees, its farm's users and the
 * people its USER answers name. Matched on the name (the e-mail only for an account without a name), by name.
 */
export function auditPeople(
  db: Executor,
  audit: { id: number; companyId: number; farmId: number },
  namedUserExtIds: string[],
  text: string,
) {
  let q = db
    .selectFrom('users')
    .innerJoin('companyUsers', 'companyUsers.userId', 'users.id')
    .select(['users.externalId', 'users.fullName', 'users.email'])
    .where('companyUsers.companyId', '=', audit.companyId)
    .where((eb) =>
      eb.or([
        eb('users.id', 'in', eb.selectFrom('surveyUsers').select('surveyUsers.userId').where('surveyUsers.surveyId', '=', audit.id)),
        eb('users.id', 'in', eb.selectFrom('farmUsers').select('farmUsers.userId').where('farmUsers.farmId', '=', audit.farmId)),
        ...(namedUserExtIds.length ? [eb('users.externalId', 'in', namedUserExtIds)] : []),
      ]),
    );
  const needle = text.trim();
  if (needle) {
    q = q.where((eb) =>
      eb.or([containsText('users.fullName', needle), eb.and([eb('users.fullName', 'is', null), containsText('users.email', needle)])]),
    );
  }
  return q.orderBy('users.fullName').orderBy('users.email').limit(AUDIT_PEOPLE_LIMIT).execute();
}
