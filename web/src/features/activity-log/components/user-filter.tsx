import { useState } from 'react';
import { Group, Loader, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLogUsersQuery } from '../api/log-users.api.ts';

/** The user typeahead: suggestions from the first character; an e-mail no longer in use can be typed whole. */
export function UserFilter({ value, onChange }: { value: string[]; onChange: (emails: string[]) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const users = useLogUsersQuery(debounced);
  const names = new Map((users.data ?? []).map((u) => [u.email, u.fullName]));
  return (
    <TagsInput
      label="Users"
      placeholder={value.length ? undefined : 'Search by e-mail or name'}
      data={(users.data ?? []).map((u) => u.email)}
      value={value}
      onChange={(emails) => onChange(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))}
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      splitChars={[',', ' ']}
      rightSection={users.isFetching ? <Loader size={14} /> : undefined}
      renderOption={({ option }) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{option.value}</Text>
          {names.get(option.value) ? (
            <Text size="xs" c="dimmed">
              {names.get(option.value)}
            </Text>
          ) : null}
        </Group>
      )}
      w={{ base: '100%', sm: 300 }}
    />
  );
}
