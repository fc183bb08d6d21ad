import type { UserChanges } from '../api/save-user.api.ts';
import type { UserFormInput, UserFormValues } from './user-form.tsx';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
const text = (v: string | null | undefined) => (v ?? '').trim();

/** What the user form changed: profile, roles and farm assignments are each saved only if changed (docs/requirements.md#core-4). */
export function userChanges(before: UserFormInput, after: UserFormValues, { farms }: { farms: boolean }): UserChanges {
  const changes: UserChanges = {};
  const profileChanged =
    text(before.fullName) !== text(after.fullName) ||
    text(before.email).toLowerCase() !== after.email ||
    text(before.phone) !== text(after.phone);
  if (profileChanged) changes.profile = { fullName: after.fullName, email: after.email, phone: after.phone };
  if (!sameSet(before.roles, after.roles)) changes.roles = after.roles;
  if (farms && !sameSet(before.farmExtIds, after.farmExtIds)) changes.farmExtIds = after.farmExtIds;
  return changes;
}
