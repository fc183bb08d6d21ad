import { useState } from 'react';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TYPEAHEAD_MIN_CHARS } from '@aquarisk/contract/constants';
import { IconPlus } from '../../../components/icons.tsx';
import { useCompanyUserSearch, type CompanyUserMatch } from '../../../lib/company-users-api.ts';
import { screenMessages } from '@aquarisk/contract/messages';

export interface AddUserTypeaheadProps {
  companyExtId: string | undefined;
  /** users already on the audit are offered but cannot be picked again */
  assignedIds: ReadonlySet<string>;
  onPick: (user: CompanyUserMatch) => void;
  busy?: boolean;
}

/** A type-ahead over the company's users; search starts at one character (docs/requirements.md#results-2, §5). */
export function AddUserTypeahead({ companyExtId, assignedIds, onPick, busy = false }: AddUserTypeaheadProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 200);
  const search = useCompanyUserSearch(companyExtId, debounced, screenMessages.loadUsers);
  const searching = text.trim().length >= TYPEAHEAD_MIN_CHARS;
  const matches = searching ? (search.data ?? []) : [];

  const pick = (externalId: string) => {
    const user = matches.find((m) => m.externalId === externalId);
    if (!user || assignedIds.has(user.externalId)) return;
    onPick(user);
    setText('');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label="Add a user"
          description="Search the company's users by name or e-mail"
          placeholder="Type a name or e-mail"
          value={text}
          disabled={busy || !companyExtId}
          leftSection={<IconPlus size={16} />}
          rightSection={search.isFetching || busy ? <Loader size={16} /> : null}
          onChange={(e) => {
            setText(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching || (search.isPending && matches.length === 0)}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {matches.length === 0 ? <Combobox.Empty>No company user matches “{text.trim()}”</Combobox.Empty> : null}
          {matches.map((user) => {
            const assigned = assignedIds.has(user.externalId);
            return (
              <Combobox.Option key={user.externalId} value={user.externalId} disabled={assigned}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {user.fullName || user.email}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {user.email}
                    </Text>
                  </div>
                  {assigned ? (
                    <Text size="xs" c="dimmed">
                      On this audit
                    </Text>
                  ) : null}
                </Group>
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
