import { can } from '@aquarisk/contract/capabilities';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { visibleAudit } from '../access/index.ts';
import { assignableOwners } from './action-owners.repository.ts';

/** A member without a name, shown to someone who may not see the company's e-mail addresses. */
export const UNNAMED_OWNER = 'A company user';

/**
 * GET /survey/{id}/action-owners (issue 37 item 8): the people who may own the audit's actions, so an auditor can
 * hand an action to the farm instead of only to themselves. 404 for an audit the caller does not see (another
 * company's included). Names only: an e-mail stands in for a missing name only for those who may list the company's
 * users (and so see their e-mails anyway).
 */
export async function actionOwners(ctx: AppContext, user: AuthUser, surveyExtId: string) {
  const survey = await visibleAudit(ctx, user, surveyExtId);
  const seesEmails = can(user.authorities, 'listCompanyUsers');
  const rows = await assignableOwners(ctx.database.db, survey, user.id);
  return { owners: rows.map((r) => ({ externalId: r.externalId, name: r.fullName || (seesEmails ? r.email : UNNAMED_OWNER) })) };
}
