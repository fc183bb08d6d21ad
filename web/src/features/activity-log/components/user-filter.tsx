import { useState } from 'react';
import { Group, Loader, TagsInput, Text, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useLogUsersQuery } from '../api/log-users.api.ts';

/** The server already matched e-mail or name; the input's own filter would hide everyone found by name. */
const serverMatches: OptionsFilter = ({ options }) => options;

/**
 * Only e-mails are filters. A name typed and entered ('Victor') stands for the first person the server found for
 * exactly that text; with no such person it is dropped, since as an e-mail it would match nobody.
 */
function asEmails(values: string[], found: { text: string; emails: string[] }): string[] {
  const emails = values.map((v) => {
    const text = v.trim();
    if (text.includes('@')) return text.toLowerCase();
    return text === found.text ? (found.emails[0] ?? '') : '';
  });
  return [...new Set(emails.filter(Boolean))];
}

/**
 * The user typeahead: suggestions by e-mail or full name ('Victor', 'mag'), Enter takes the first; an e-mail no
 * longer in use can be typed whole. Names hold spaces, so only a comma splits what is typed.
 */
export function UserFilter({ value, onChange }: { value: string[]; onChange: (emails: string[]) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const users = useLogUsersQuery(debounced);
  const names = new Map((users.data ?? []).map((u) => [u.email, u.fullName]));
  const found = { text: debounced.trim(), emails: (users.data ?? []).map((u) => u.email) };
  return (
    <TagsInput
      label="Users"
      placeholder={value.length ? undefined : 'Search by e-mail or name'}
      data={(users.data ?? []).map((u) => u.email)}
      value={value}
      onChange={(values) => onChange(asEmails(values, found))}
      filter={serverMatches}
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      splitChars={[',']}
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
