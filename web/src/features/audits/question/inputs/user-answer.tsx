import { useState } from 'react';
import { Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useAuditPeopleQuery } from '../../../../components/audit-frame/audit-people-api.ts';
import type { AnswerInputProps } from './answer-input-props.ts';

const showAll: OptionsFilter = ({ options }) => options;

/** USER: one of the audit's people (assignees, farm users), searched by name, sent as the user's externalId. */
export function UserAnswer({ value, onChange, error, disabled, surveyExtId }: AnswerInputProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const users = useAuditPeopleQuery(surveyExtId, debounced);
  const options = new Map<string, string>();
  if (picked) options.set(picked.value, picked.label);
  // A saved answer outside the first results still shows as chosen.
  if (value && !options.has(value) && !users.isPending) options.set(value, 'Selected user');
  for (const u of users.data ?? []) options.set(u.externalId, u.name);
  return (
    <Select
      label="Answer"
      placeholder="Search the audit's people"
      data={[...options].map(([v, label]) => ({ value: v, label }))}
      filter={showAll}
      value={value || null}
      onChange={(v, option) => {
        if (option) setPicked(option);
        onChange(v ?? '');
      }}
      onSearchChange={setSearch}
      searchable
      clearable
      error={error}
      disabled={disabled}
      maw={420}
      nothingFoundMessage={users.isFetching ? 'Searching…' : 'No users found'}
    />
  );
}
