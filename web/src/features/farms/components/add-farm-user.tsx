import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCompanyUserSearch } from '../../../lib/company-users-api.ts';
import { screenMessages } from '@aquarisk/contract/messages';

export interface AddFarmUserProps {
  companyId: string;
  /** users already on the farm are not offered */
  assignedIds: ReadonlySet<string>;
  adding: boolean;
  onAdd: (email: string) => void;
}

/** 'Add user to farm': a typeahead over the company's users from the first character on; choosing one adds them. */
export function AddFarmUser({ companyId, assignedIds, adding, onAdd }: AddFarmUserProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 150);
  const query = useCompanyUserSearch(companyId, debounced, screenMessages.loadTheUsers);
  const results = search.trim() ? (query.data ?? []).filter((u) => !assignedIds.has(u.externalId)) : [];

  return (
    <Select
      label="Add user to farm"
      placeholder="Type a name or e-mail"
      searchable
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      data={results.map((u) => ({ value: u.email, label: u.name }))}
      filter={({ options }) => options}
      nothingFoundMessage={debounced.trim() && !query.isFetching ? 'No users found' : undefined}
      disabled={adding}
      onChange={(email) => {
        if (!email) return;
        onAdd(email);
        setSearch('');
      }}
    />
  );
}
