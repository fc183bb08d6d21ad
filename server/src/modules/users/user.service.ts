import type { CurrentUser } from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { companiesOf, findUserByExternalId } from './user.repository.ts';

export async function currentUser(ctx: AppContext, user: AuthUser): Promise<CurrentUser> {
  const db = ctx.database.db;
  const row = await findUserByExternalId(db, user.externalId);
  if (!row) throw notFound();
  const companies = await companiesOf(db, user);
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
