// What other modules may ask of a company's people: add one (createMember) and find members. Callers inside a
// transaction pass it as db.
import type { Executor } from '../../db/database.ts';
import * as members from './membership.repository.ts';
import * as users from './user.repository.ts';

/**
 * Adds a new person to one or more companies: the account (no password unless a hash is given: an invitation's
 * set-password link or single sign-on opens it), its roles and its memberships. The one way an account is made, for
 * the invitation, the first single sign-on and the demo seed; each caller records it in the log its own way.
 */
export async function createMember(
  db: Executor,
  companyIds: readonly number[],
  person: {
    externalId: string;
    email: string;
    fullName: string | null;
    phone: string | null;
    roles: readonly string[];
    passwordHash?: string | null;
  },
): Promise<number> {
  const id = await users.insertUser(db, {
    externalId: person.externalId,
    email: person.email,
    fullName: person.fullName,
    phone: person.phone,
    passwordHash: person.passwordHash ?? null,
  });
  await users.replaceRoles(db, id, [...person.roles]);
  for (const companyId of companyIds) await members.addMember(db, companyId, id);
  return id;
}

/** Whether the user belongs to the company (a row, or undefined). */
export function isMember(db: Executor, companyId: number, userId: number) {
  return members.isMember(db, companyId, userId);
}

/** How many companies the user belongs to. */
export function membershipCount(db: Executor, userId: number) {
  return members.membershipCount(db, userId);
}

/** Company members by externalId; unknown ids or non-members are left out (callers compare lengths). */
export function membersByExternalIds(db: Executor, companyId: number, externalIds: string[]) {
  return members.membersByExternalIds(db, companyId, externalIds);
}

export function memberByExternalId(db: Executor, companyId: number, externalId: string) {
  return members.memberByExternalId(db, companyId, externalId);
}

export function memberByEmail(db: Executor, companyId: number, email: string) {
  return members.memberByEmail(db, companyId, email);
}
