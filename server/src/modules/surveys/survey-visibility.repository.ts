import type { ExpressionBuilder } from 'kysely';
import { can } from '@aquarisk/contract/capabilities';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { isAdmin } from '../../plugins/access.ts';

type SurveyScope = ExpressionBuilder<Database, 'surveys'>;

/**
 * Audits a user may see (DECISIONS.md): admins every audit; members of the audit's company with ROLE_COMPANY every
 * audit of that company; other members the audits of farms assigned to them and audits assigned to them.
 */
export function surveyVisibleTo(user: AuthUser) {
  return (eb: SurveyScope) => {
    if (isAdmin(user)) return eb.lit(true);
    const member = eb.exists(
      eb.selectFrom('companyUsers').select('companyUsers.userId').whereRef('companyUsers.companyId', '=', 'surveys.companyId').where('companyUsers.userId', '=', user.id),
    );
    if (can(user.authorities, 'seeWholeCompany')) return member;
    return eb.and([
      member,
      eb.or([
        eb.exists(eb.selectFrom('farmUsers').select('farmUsers.farmId').whereRef('farmUsers.farmId', '=', 'surveys.farmId').where('farmUsers.userId', '=', user.id)),
        eb.exists(eb.selectFrom('surveyUsers').select('surveyUsers.surveyId').whereRef('surveyUsers.surveyId', '=', 'surveys.id').where('surveyUsers.userId', '=', user.id)),
      ]),
    ]);
  };
}
