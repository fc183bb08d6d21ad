import { useState } from 'react';
import { ScrollArea, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ActivityItem } from '@aquarisk/contract/schemas/activity.schema';
import { IconChevronDown } from '../../../components/icons.tsx';
import { ActivityRow } from './activity-row.tsx';

export interface ActivityTableProps {
  items: ActivityItem[];
  sort: 'asc' | 'desc';
  onSort: (sort: 'asc' | 'desc') => void;
  /** the page's first entry number, to key rows */
  offset: number;
}

/** Columns User, Event, Company Name, Timestamp (sortable); a row opens to its field changes. */
export function ActivityTable({ items, sort, onSort, offset }: ActivityTableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) => setOpen((s) => (s.has(i) ? new Set([...s].filter((x) => x !== i)) : new Set([...s, i])));
  const next = sort === 'desc' ? 'asc' : 'desc';
  return (
    <ScrollArea type="auto">
      <Table highlightOnHover verticalSpacing="xs" miw={720} aria-label="Activity log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Company Name</Table.Th>
            <Table.Th aria-sort={sort === 'desc' ? 'descending' : 'ascending'}>
              <UnstyledButton
                onClick={() => onSort(next)}
                fw={700}
                fz="sm"
                style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                aria-label={`Timestamp, ${sort === 'desc' ? 'newest' : 'oldest'} first; sort ${next === 'desc' ? 'newest' : 'oldest'} first`}
              >
                Timestamp
                <IconChevronDown size={14} style={{ transform: sort === 'asc' ? 'rotate(180deg)' : undefined }} />
              </UnstyledButton>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, i) => (
            <ActivityRow
              key={`${offset + i}-${item.createdAt}`}
              id={`activity-${offset + i}`}
              item={item}
              open={open.has(offset + i)}
              onToggle={() => toggle(offset + i)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
