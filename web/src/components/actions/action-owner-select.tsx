import { Select } from '@mantine/core';
import { can } from '@aquarisk/contract/capabilities';
import { screenMessages } from '@aquarisk/contract/messages';
import type { CompanyUser } from '@aquarisk/contract/schemas/user.schema';
import { useCompanyUsersQuery } from '../../lib/company-users-api.ts';
import { useSession } from '../../lib/use-session.ts';
import { useActionOwnersQuery } from './action-owners-api.ts';

export const UNASSIGNED = 'unassigned';

interface Person {
  externalId: string;
  name: string;
}

/**
 * The owner choices: the company's members for those who may list them; else (an auditor raising an action, say)
 * the audit's possible owners (the farm's and the audit's people, issue 37 item 8), the current owner, themselves and
 * Unassigned. The server checks the choice either way.
 */
export function ownerOptions(
  users: CompanyUser[] | undefined,
  me: Person | null,
  current: Person | null,
  unassigned = true,
  owners: readonly Person[] = [],
) {
  const people = new Map<string, string>();
  if (current) people.set(current.externalId, current.name);
  if (users) for (const u of users) people.set(u.user.externalId, u.user.fullName ?? u.user.email);
  else {
    for (const o of owners) people.set(o.externalId, o.name);
    if (me) people.set(me.externalId, `${me.name} (me)`);
  }
  const sorted = [...people].sort((a, b) => a[1].localeCompare(b[1]));
  const options = sorted.map(([value, label]) => ({ value, label }));
  return unassigned ? [{ value: UNASSIGNED, label: 'Unassigned' }, ...options] : options;
}

export interface ActionOwnerSelectProps {
  companyExtId: string | undefined;
  /** the audit whose action it is: its possible owners are offered to those who may not list the company's users */
  surveyExtId?: string | undefined;
  /** an owner's external id, or UNASSIGNED */
  value: string;
  onChange: (value: string) => void;
  current?: Person | null;
  withinPortal?: boolean;
  /** raising offers no Unassigned: the server's default owner is the raiser (when a member) */
  allowUnassigned?: boolean;
  description?: string;
}

export function ActionOwnerSelect(props: ActionOwnerSelectProps) {
  const { companyExtId, value, onChange, current = null, withinPortal = true, allowUnassigned = true } = props;
  const user = useSession().user;
  const mayList = can(user?.authorities ?? [], 'listCompanyUsers');
  const users = useCompanyUsersQuery(companyExtId, screenMessages.loadCompanyUsers, mayList);
  const owners = useActionOwnersQuery(props.surveyExtId, !mayList);
  const me = user ? { externalId: user.externalId, name: user.fullName ?? user.email } : null;
  return (
    <Select
      label="Owner"
      description={props.description ?? (mayList ? "A member of the farm's company" : "One of the farm's or the audit's people")}
      data={ownerOptions(mayList ? users.data : undefined, me, current, allowUnassigned, owners.data)}
      value={value}
      onChange={(v) => onChange(v ?? UNASSIGNED)}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No member matches"
      comboboxProps={{ withinPortal }}
    />
  );
}
