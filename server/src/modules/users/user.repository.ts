import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { companyVisibleTo } from '../access/index.ts';

export const userColumns = ['users.id', 'users.externalId', 'users.email', 'users.username', 'users.fullName', 'users.phone'] as const;

export function findUserByEmail(db: Executor, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserByExternalId(db: Executor, externalId: string) {
  return db.selectFrom('users').selectAll().where('externalId', '=', externalId).executeTakeFirst();
}

/** The signed-in user a request acts as, with roles, in one query (every authenticated request asks it). */
export async function signedInUser(db: Executor, externalId: string) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('userRoles', 'userRoles.userId', 'users.id')
    .select([
      'users.id',
      'users.externalId',
      'users.email',
      'users.fullName',
      'users.authVersion',
      'users.sessionVersion',
      'userRoles.role',
    ])
    .where('users.externalId', '=', externalId)
    // An erased account is a tombstone: its tokens open nothing, even within their lifetime.
    .where('users.erasedAt', 'is', null)
    .orderBy('userRoles.role')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const authorities = rows.flatMap((r) => (r.role === null ? [] : [r.role]));
  const user: AuthUser = { id: first.id, externalId: first.externalId, email: first.email, fullName: first.fullName, authorities };
  return { user, authVersion: first.authVersion, sessionVersion: first.sessionVersion };
}

/**
 * What a cached signed-in user is checked against on every request (issue 25 item 4): one primary-key read, compiled
 * once. No row means the account was deleted or erased.
 */
export function authVersionsQuery(db: Executor) {
  const compiled = db
    .selectFrom('users')
    .select(['authVersion', 'sessionVersion'])
    .where('id', '=', 0)
    .where('erasedAt', 'is', null)
    .compile();
  return async (userId: number) => {
    const res = await db.executeQuery<{ authVersion: number; sessionVersion: number }>({ ...compiled, parameters: [userId] });
    return res.rows[0];
  };
}

/** The cached user is stale (roles, e-mail or name changed): every process re-reads it on its next request. */
export async function bumpAuthVersion(db: Executor, userId: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ authVersion: eb('authVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function rolesOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('userRoles').select('role').where('userId', '=', userId).orderBy('role').execute();
  return rows.map((r) => r.role);
}

export async function rolesByUser(db: Executor, userIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (userIds.length === 0) return map;
  const rows = await db.selectFrom('userRoles').select(['userId', 'role']).where('userId', 'in', userIds).orderBy('role').execute();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.role]);
  return map;
}

export async function replaceRoles(db: Executor, userId: number, roles: string[]) {
  await bumpAuthVersion(db, userId);
  await db.deleteFrom('userRoles').where('userId', '=', userId).execute();
  if (roles.length)
    await db
      .insertInto('userRoles')
      .values(roles.map((role) => ({ userId, role })))
      .execute();
}

export async function insertUser(
  db: Executor,
  values: { externalId: string; email: string; fullName: string | null; phone: string | null; passwordHash: string | null },
) {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({ ...values, username: values.email, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(
  db: Executor,
  userId: number,
  values: { email?: string; fullName?: string | null; phone?: string | null },
) {
  await db
    .updateTable('users')
    .set((eb) => ({
      ...values,
      ...(values.email ? { username: values.email } : {}),
      updatedAt: nowIso(),
      // e-mail and name are part of the signed-in user each process caches
      authVersion: eb('authVersion', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
}

/** The companies a user sees, in name order: those they belong to; an admin every company. */
export function companiesOf(db: Executor, user: AuthUser) {
  return db
    .selectFrom('companies')
    .select(['companies.id', 'companies.externalId', 'companies.name'])
    .where(companyVisibleTo(user))
    .orderBy('companies.name')
    .orderBy('companies.id')
    .execute();
}

export async function deleteUser(db: Executor, id: number) {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
