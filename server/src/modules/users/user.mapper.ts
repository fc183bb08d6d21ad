import type { User } from '@aquarisk/contract/schemas/user.schema';

export function toUser(row: { externalId: string; fullName: string | null; email: string; username: string; phone: string | null }): User {
  return { externalId: row.externalId, fullName: row.fullName, email: row.email, username: row.username, phone: row.phone };
}
