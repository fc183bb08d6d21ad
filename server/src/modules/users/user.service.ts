import type { CurrentUser } from '@aquarisk/contract/schemas/user.schema';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import * as users from './user.repository.ts';

export async function currentUser(ctx: AppContext, user: AuthUser): Promise<CurrentUser> {
  const db = ctx.database.db;
  const row = await users.findUserByExternalId(db, user.externalId);
  if (!row) throw notFound();
  const companies = await users.companiesOf(db, user);
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

/** The signed-in user a request acts as, with roles and the versions its cache is checked by (plugins/auth). */
export function signedInUser(db: Executor, externalId: string) {
  return users.signedInUser(db, externalId);
}

/** The per-request check of a cached signed-in user (issue 25 item 4): a reader of a user's current versions. */
export function authVersionsQuery(db: Executor) {
  return users.authVersionsQuery(db);
}

export function findUserByEmail(db: Executor, email: string) {
  return users.findUserByEmail(db, email);
}

export function findUserByExternalId(db: Executor, externalId: string) {
  return users.findUserByExternalId(db, externalId);
}

export function rolesOf(db: Executor, userId: number) {
  return users.rolesOf(db, userId);
}
