import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { useFarmSearchQuery } from '../../../lib/farm-search-api.ts';

/** 'Search farms': asks the server from the first character on, as the user types; picking one selects that farm. */
export function FarmSearch({ companyId, onPick }: { companyId: string; onPick: (farm: Farm | null) => void }) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Farm | null>(null);
  const [debounced] = useDebouncedValue(search, 150);
  const query = useFarmSearchQuery(companyId, debounced);
  const results = search.trim() && search !== picked?.name ? (query.data ?? []) : [];

  return (
    <Select
      label="Search farms"
      placeholder="Type a farm name"
      searchable
      clearable
      value={picked?.externalId ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      data={results.map((f) => ({ value: f.externalId, label: f.name }))}
      filter={({ options: o }) => o}
      nothingFoundMessage={debounced.trim() && search !== picked?.name && !query.isFetching ? 'No farms found' : undefined}
      onChange={(id) => {
        const farm = results.find((f) => f.externalId === id) ?? null;
        setPicked(farm);
        onPick(farm);
      }}
    />
  );
}
