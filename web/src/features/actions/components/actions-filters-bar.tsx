import { Paper, Select, SimpleGrid, Switch } from '@mantine/core';
import { PAGE_SIZES } from '@aquarisk/contract/constants';
import { actionRiskLevels, riskText } from '@aquarisk/contract/risk';
import { useAuditYearsQuery } from '../api/audit-years.api.ts';
import { DUE_SOON_DAYS } from '@aquarisk/contract/action-due';
import type { ActionsFilters, DueFilter, OwnerFilter } from '../actions-filters.ts';

const ALL = 'all';
const riskOptions = [
  { value: ALL, label: 'All risk levels' },
  ...[...actionRiskLevels].reverse().map((r) => ({ value: r, label: riskText(r) })),
];
const dueOptions = [
  { value: ALL, label: 'All' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'soon', label: `Due within ${DUE_SOON_DAYS} days` },
];
const ownerOptions = [
  { value: ALL, label: 'Anyone' },
  { value: 'me', label: 'Me' },
  { value: 'unassigned', label: 'Unassigned' },
];
const sortOptions = [
  { value: 'created', label: 'Newest' },
  { value: 'due', label: 'Due first' },
];
const sizeOptions = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));

export interface ActionsFiltersBarProps {
  filters: ActionsFilters;
  onChange: (patch: Partial<ActionsFilters>) => void;
}

/**
 * Risk filter, audit year, due, owner, order, Show History and farms per page (docs/requirements.md#results-2,
 * Actions page; due, owner and order: issue 28 item 1).
 */
export function ActionsFiltersBar({ filters, onChange }: ActionsFiltersBarProps) {
  const years = useAuditYearsQuery();
  const yearOptions = [{ value: ALL, label: 'All years' }, ...(years.data ?? []).map((y) => ({ value: String(y), label: String(y) }))];
  if (filters.year && !years.data?.includes(filters.year)) yearOptions.push({ value: String(filters.year), label: String(filters.year) });
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <SimpleGrid cols={{ base: 2, md: 4, xl: 7 }} spacing="md" verticalSpacing="sm" style={{ alignItems: 'end' }}>
        <Select
          label="Risk level"
          data={riskOptions}
          value={filters.risk ?? ALL}
          onChange={(v) => onChange({ risk: !v || v === ALL ? null : v })}
          allowDeselect={false}
        />
        <Select
          label="Audit year"
          data={yearOptions}
          value={filters.year ? String(filters.year) : ALL}
          onChange={(v) => onChange({ year: !v || v === ALL ? null : Number(v) })}
          allowDeselect={false}
          disabled={years.isPending}
        />
        <Select
          label="Due"
          data={dueOptions}
          value={filters.due ?? ALL}
          onChange={(v) => onChange({ due: !v || v === ALL ? null : (v as DueFilter) })}
          allowDeselect={false}
        />
        <Select
          label="Owner"
          data={ownerOptions}
          value={filters.owner ?? ALL}
          onChange={(v) => onChange({ owner: !v || v === ALL ? null : (v as OwnerFilter) })}
          allowDeselect={false}
        />
        <Select
          label="Sort"
          data={sortOptions}
          value={filters.dueFirst ? 'due' : 'created'}
          onChange={(v) => onChange({ dueFirst: v === 'due' })}
          allowDeselect={false}
        />
        <Select
          label="Farms per page"
          data={sizeOptions}
          value={String(filters.size)}
          onChange={(v) => onChange({ size: Number(v) })}
          allowDeselect={false}
        />
        <Switch
          label="Show History"
          description="Resolved actions"
          checked={filters.history}
          onChange={(e) => onChange({ history: e.currentTarget.checked })}
          size="md"
          pb={4}
        />
      </SimpleGrid>
    </Paper>
  );
}
