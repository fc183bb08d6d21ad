import { Badge, Group, Text } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { personName, type CompanyUser, type Person } from '@aquarisk/contract/schemas/user.schema';
import { AssignMultiSelect } from '../../../components/assign-multi-select.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import type { FarmFormValues } from './farm-form-values.ts';

/** Name and e-mail; the name alone where the e-mail is not shown to this user (seeContactDetails). */
const userLabel = (u: Pick<Person, 'fullName' | 'email'>) => (u.fullName?.trim() && u.email ? `${u.fullName} (${u.email})` : personName(u));

export interface FarmAssigneesSectionProps {
  /** the company's users, when the signed-in user may assign farms */
  companyUsers: CompanyUser[] | null;
  /** who is assigned now, shown to those who may not change it */
  assigned: Person[];
}

/** 'Assigned users': a multiselect of the company's users for those who assign farms, a plain list for others. */
export function FarmAssigneesSection({ companyUsers, assigned }: FarmAssigneesSectionProps) {
  const { control } = useFormContext<FarmFormValues>();
  return (
    <FormSection title="Users" description="Users assigned to the farm see it and its audits.">
      {companyUsers ? (
        <Controller
          control={control}
          name="userExtIds"
          render={({ field }) => (
            <AssignMultiSelect
              field={field}
              label="Assigned users"
              hint="Start typing a name or e-mail"
              data={companyUsers.map(({ user }) => ({ value: user.externalId, label: userLabel(user) }))}
              nothingFoundMessage="No users found"
              maxDropdownHeight={260}
            />
          )}
        />
      ) : assigned.length ? (
        <Group gap={6} aria-label="Assigned users">
          {assigned.map((u) => (
            <Badge key={u.externalId} variant="light" color="ocean" radius="sm" tt="none" size="lg">
              {userLabel(u)}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No users are assigned to this farm.
        </Text>
      )}
    </FormSection>
  );
}
