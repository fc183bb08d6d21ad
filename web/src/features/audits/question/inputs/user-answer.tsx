import { useState } from 'react';
import { Select, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useUserSearchQuery } from '../../api/search-users.api.ts';
import type { AnswerInputProps } from './answer-input-props.ts';

const showAll: OptionsFilter = ({ options }) => options;

/** USER: a member of the audit's company, searched by name or e-mail, sent as the user's externalId. */
export function UserAnswer({ value, onChange, error, disabled, companyExtId }: AnswerInputProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const users = useUserSearchQuery(companyExtId, debounced);
  const options = new Map<string, string>();
  if (picked) options.set(picked.value, picked.label);
  // A saved answer outside the first results still shows as chosen.
  if (value && !options.has(value) && !users.isPending) options.set(value, 'Selected user');
  for (const u of users.data ?? []) options.set(u.externalId, u.fullName ? `${u.fullName} (${u.email})` : u.email);
  return (
    <Select
      label="Answer"
      placeholder="Search users"
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
