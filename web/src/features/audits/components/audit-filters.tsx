import { memo } from 'react';
import { Chip, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { surveyStates, type SurveyState } from '@aquarisk/contract/answer-types';
import { useFarmLocationsQuery } from '../api/farm-locations.api.ts';
import type { AuditListParams } from '../audit-list-params.ts';
import { FarmTypeahead } from './farm-typeahead.tsx';

const ALL = 'ALL';
const stateLabels: Record<SurveyState | typeof ALL, string> = {
  ALL: 'All',
  NOT_STARTED: 'Not Started',
  IN_PROGRESS: 'In Progress',
  SCORED: 'Scored',
};

export interface AuditFiltersProps {
  companyExtId: string | undefined;
  params: AuditListParams;
  onChange: (patch: Partial<AuditListParams>) => void;
}

/**
 * State chips, Country and Region (region only after a country), and the farm search (docs/requirements.md#core-2).
 * Memoised: its three Mantine selects are the heaviest part of the page, and the list's answer changes none of its props.
 */
export const AuditFilters = memo(function AuditFilters({ companyExtId, params, onChange }: AuditFiltersProps) {
  const locations = useFarmLocationsQuery(companyExtId);
  const countries = (locations.data ?? []).map((l) => l.country);
  const regions = (locations.data ?? []).find((l) => l.country === params.country)?.stateProvinces ?? [];
  const farm = params.farm ? { externalId: params.farm, name: params.farmName ?? '' } : null;
  return (
    <Stack gap="sm" mb="md">
      <Chip.Group multiple={false} value={params.state ?? ALL} onChange={(v) => onChange({ state: v === ALL ? undefined : v })}>
        <Group gap="xs" role="radiogroup" aria-label="Audit state">
          {[ALL, ...surveyStates].map((s) => (
            <Chip key={s} value={s} size="sm" variant="light" type="radio">
              {stateLabels[s as SurveyState | typeof ALL]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label="Country"
          placeholder="All countries"
          data={countries}
          value={params.country ?? null}
          onChange={(v) => onChange({ country: v ?? undefined, region: undefined })}
          clearable
          searchable
          nothingFoundMessage="No farms in that country"
        />
        <Select
          label="Region"
          placeholder={params.country ? 'All regions' : 'Choose a country first'}
          data={regions}
          value={params.region ?? null}
          onChange={(v) => onChange({ region: v ?? undefined })}
          disabled={!params.country}
          clearable
          searchable
        />
        <FarmTypeahead
          key={params.farm ?? 'none'}
          label="Farm"
          placeholder="Search farms"
          companyExtId={companyExtId}
          value={farm}
          onChange={(f) => onChange({ farm: f?.externalId, farmName: f?.name })}
        />
      </SimpleGrid>
    </Stack>
  );
});
