import { can } from '@aquarisk/contract/capabilities';
import type { CurrentUser } from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { isAdmin } from '../../plugins/access.ts';
import { toFarm } from '../farms/farm.mapper.ts';
import { companiesOf, findUserByExternalId } from './user.repository.ts';
import { assignedFarms } from '../farms/farm.repository.ts';
import { shareACompany } from './membership.repository.ts';

export async function currentUser(ctx: AppContext, user: AuthUser): Promise<CurrentUser> {
  const db = ctx.database.db;
  const row = await findUserByExternalId(db, user.externalId);
  if (!row) throw notFound();
  const companies = await companiesOf(db, user.id, isAdmin(user));
  const first = companies[0];
  return {
    authorities: user.authorities,
    email: row.email,
    externalId: row.externalId,
    fullName: row.fullName,
    username: row.username,
    phone: row.phone,
    currentCompany: first ? { externalId: first.externalId, name: first.name } : null,
  };
}

/**
 * Farms assigned to a user. Your own assignments are always yours to see; another user's are listed only within the
 * companies where the caller sees everything (admin, or ROLE_COMPANY member), and only if the user belongs there.
 */
export async function userFarms(ctx: AppContext, caller: AuthUser, userExtId: string) {
  const db = ctx.database.db;
  const target = await findUserByExternalId(db, userExtId);
  if (!target) throw notFound();
  const limited = caller.id !== target.id && !isAdmin(caller);
  if (limited) {
    if (!can(caller.authorities, 'seeWholeCompany')) throw notFound();
    if (!(await shareACompany(db, caller.id, target.id))) throw notFound();
  }
  const rows = await assignedFarms(db, target.id, limited ? caller.id : undefined);
  return rows.map((r) => toFarm(r, r.companyExtId));
}
