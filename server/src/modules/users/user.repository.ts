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
    .select(['users.id', 'users.externalId', 'users.email', 'users.fullName', 'userRoles.role'])
    .where('users.externalId', '=', externalId)
    // An erased account is a tombstone: its tokens open nothing, even within their lifetime.
    .where('users.erasedAt', 'is', null)
    .orderBy('userRoles.role')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const authorities = rows.flatMap((r) => (r.role === null ? [] : [r.role]));
  return { id: first.id, externalId: first.externalId, email: first.email, fullName: first.fullName, authorities };
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
    .set({ ...values, ...(values.email ? { username: values.email } : {}), updatedAt: nowIso() })
    .where('id', '=', userId)
    .execute();
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.updateTable('users').set({ passwordHash, updatedAt: nowIso() }).where('id', '=', userId).execute();
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

export function findUserById(db: Executor, id: number) {
  return db.selectFrom('users').select(['id', 'externalId', 'email']).where('id', '=', id).executeTakeFirst();
}

export async function deleteUser(db: Executor, id: number) {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
