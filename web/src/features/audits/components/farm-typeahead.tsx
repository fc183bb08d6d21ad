import { useMemo, useState } from 'react';
import { Select, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TYPEAHEAD_MIN_CHARS } from '@aquarisk/contract/constants';
import { useFarmSearchQuery } from '../../../lib/farm-search-api.ts';

export interface FarmChoice {
  externalId: string;
  name: string;
  /** the farm's species, for suggesting a template */
  species?: string | null;
  /** the farm's production system (issue 22): with the species it decides the farm type */
  productionSystem?: string | null;
}

export interface FarmTypeaheadProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange'
> {
  companyExtId: string | undefined;
  value: FarmChoice | null;
  onChange: (farm: FarmChoice | null) => void;
}

/** The server already matched the text; every option it returned is shown. */
const showAll: OptionsFilter = ({ options }) => options;

/** Farm search of the company, from the first character typed, as the user types (docs/requirements.md#core-2, §5). */
export function FarmTypeahead({ companyExtId, value, onChange, ...props }: FarmTypeaheadProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, 200);
  const typing = search !== (value?.name ?? '');
  const farms = useFarmSearchQuery(companyExtId, typing ? debounced : '');
  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (value) options.set(value.externalId, value.name);
    if (typing) for (const f of farms.data ?? []) options.set(f.externalId, f.name);
    return [...options].map(([id, name]) => ({ value: id, label: name }));
  }, [farms.data, typing, value]);
  const short = search.trim().length < TYPEAHEAD_MIN_CHARS;
  return (
    <Select
      {...props}
      searchable
      clearable
      data={data}
      filter={showAll}
      value={value?.externalId ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => {
        const name = option?.label ?? '';
        const farm = id === value?.externalId ? value : farms.data?.find((f) => f.externalId === id);
        onChange(id ? { externalId: id, name, species: farm?.species ?? null, productionSystem: farm?.productionSystem ?? null } : null);
        setSearch(id ? name : '');
      }}
      nothingFoundMessage={short ? undefined : farms.isFetching ? 'Searching…' : 'No farms found'}
    />
  );
}
