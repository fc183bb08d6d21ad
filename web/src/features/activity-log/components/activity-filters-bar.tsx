import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { activityMethodLabels, activityMethods, activityTargetLabels, activityTargets } from '@aquarisk/contract/activity';
import { PAGE_SIZES } from '@aquarisk/contract/constants';
import type { ActivityLogParams } from '../activity-log-params.ts';
import { UserFilter } from './user-filter.tsx';

export interface ActivityFiltersBarProps {
  params: ActivityLogParams;
  onChange: (patch: Partial<ActivityLogParams>) => void;
}

const targetOptions = activityTargets.map((t) => ({ value: t, label: activityTargetLabels[t] }));
const methodOptions = activityMethods.map((m) => ({ value: m, label: activityMethodLabels[m] }));

/** The user typeahead, event types, operations, a date range and results per page. */
export function ActivityFiltersBar({ params, onChange }: ActivityFiltersBarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <UserFilter value={params.users} onChange={(users) => onChange({ users })} />
      <MultiSelect
        label="Event types"
        placeholder={params.targets.length ? undefined : 'All'}
        data={targetOptions}
        value={params.targets}
        onChange={(v) => onChange({ targets: v })}
        clearable
        w={{ base: '100%', sm: 240 }}
      />
      <MultiSelect
        label="Operations"
        placeholder={params.methods.length ? undefined : 'All'}
        data={methodOptions}
        value={params.methods}
        onChange={(v) => onChange({ methods: v })}
        clearable
        w={{ base: '100%', sm: 220 }}
      />
      <TextInput
        type="date"
        label="From"
        value={params.from ?? ''}
        max={params.to ?? undefined}
        onChange={(e) => onChange({ from: e.currentTarget.value || null })}
        w={160}
      />
      <TextInput
        type="date"
        label="To"
        value={params.to ?? ''}
        min={params.from ?? undefined}
        onChange={(e) => onChange({ to: e.currentTarget.value || null })}
        w={160}
      />
      <Select
        label="Results per page"
        data={PAGE_SIZES.map(String)}
        value={String(params.size)}
        onChange={(v) => v && onChange({ size: Number(v) })}
        allowDeselect={false}
        w={140}
      />
    </Group>
  );
}
