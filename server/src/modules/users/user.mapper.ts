import { can } from '@aquarisk/contract/capabilities';
import type { Person, User } from '@aquarisk/contract/schemas/user.schema';
import type { AuthUser } from '../../lib/request-user.ts';

type UserRow = { externalId: string; fullName: string | null; email: string; username: string; phone: string | null };

export function toUser(row: UserRow): User {
  return { externalId: row.externalId, fullName: row.fullName, email: row.email, username: row.username, phone: row.phone };
}

/**
 * One of a farm's or an audit's people as this viewer may see them: the one rule of both lists (issue 21), from the
 * capability table. E-mail, username (an e-mail too) and phone only with seeContactDetails; the name for the rest.
 */
export function toPerson(viewer: AuthUser, row: UserRow): Person {
  if (can(viewer.authorities, 'seeContactDetails')) return toUser(row);
  return { externalId: row.externalId, fullName: row.fullName };
}
