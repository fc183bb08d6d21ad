import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useSession } from '../../../lib/use-session.ts';
import { useCompanyUsersQuery } from '../../../lib/company-users-api.ts';
import { screenMessages } from '@aquarisk/contract/messages';

export interface AssignedUsersSelectProps extends Omit<MultiSelectProps, 'data'> {
  companyExtId: string | undefined;
}

/** The company's users to assign; the current user is offered even when not a member (an admin launching elsewhere). */
export function AssignedUsersSelect({ companyExtId, ...props }: AssignedUsersSelectProps) {
  const { user } = useSession();
  const users = useCompanyUsersQuery(companyExtId, screenMessages.loadTheUsers);
  const options = new Map<string, string>();
  if (user) options.set(user.externalId, user.fullName || user.email);
  for (const { user: u } of users.data ?? []) options.set(u.externalId, u.fullName ? `${u.fullName} (${u.email})` : u.email);
  return (
    <MultiSelect
      {...props}
      data={[...options].map(([value, label]) => ({ value, label }))}
      searchable
      hidePickedOptions
      nothingFoundMessage={users.isPending ? 'Loading users…' : 'No users found'}
    />
  );
}
