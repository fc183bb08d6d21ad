import { Group, Select } from '@mantine/core';
import type { CountryFarmCount, FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import { IconSearch } from '../../../components/icons.tsx';

export const ALL_SECTIONS = '';
/** The country picker's value for farms without a country. */
export const NO_COUNTRY = '__none__';

export interface MapFiltersProps {
  sections: string[];
  section: string | null;
  onSection: (section: string | null) => void;
  countries: CountryFarmCount[] | undefined;
  country: string | null;
  onCountry: (country: string | null) => void;
  items: FarmMapItem[];
  onFarm: (farmExtId: string) => void;
}

/** Section filter (recolours farms by that section's risk), zoom to a country, and find one farm by name. */
export function MapFilters({ sections, section, onSection, countries, country, onCountry, items, onFarm }: MapFiltersProps) {
  const located = items.filter((i) => i.latitude !== null && i.longitude !== null);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Section"
        data={[{ value: ALL_SECTIONS, label: 'All sections' }, ...sections.map((s) => ({ value: s, label: s }))]}
        value={section ?? ALL_SECTIONS}
        onChange={(v) => onSection(v ? v : null)}
        allowDeselect={false}
        w={200}
      />
      <Select
        label="Country"
        placeholder="All countries"
        data={(countries ?? []).map((c) => ({ value: c.country ?? NO_COUNTRY, label: `${c.country ?? 'No country'} (${c.farmCount})` }))}
        value={country}
        onChange={onCountry}
        clearable
        searchable
        nothingFoundMessage="No such country"
        w={220}
      />
      <Select
        label="Find a farm"
        placeholder="Farm name"
        leftSection={<IconSearch size={16} />}
        data={located.map((i) => ({ value: i.farmExtId, label: i.farmName }))}
        value={null}
        onChange={(v) => v && onFarm(v)}
        searchable
        limit={20}
        nothingFoundMessage="No farm with that name"
        w={240}
      />
    </Group>
  );
}
