import { Badge, Group, Text } from '@mantine/core';
import { isOverdue, utcDay } from '@aquarisk/contract/action-due';
import { riskColor } from '@aquarisk/contract/risk';
import { formatDate } from '../../lib/format-date.ts';

/** The spec's red (the HIGH band) behind the word "Overdue": never colour alone. */
export const OVERDUE_RED = riskColor('HIGH');

export function OverdueBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  return (
    <Badge color={OVERDUE_RED} variant="filled" size={size} autoContrast style={{ flexShrink: 0, overflow: 'visible' }}>
      Overdue
    </Badge>
  );
}

export interface ActionDueLineProps {
  owner: { name: string } | null;
  dueOn: string | null;
  closedAt: string | null;
  /** YYYY-MM-DD (UTC); default: today */
  today?: string;
}

/** "Owner <name> · Due <day>", with "Overdue" on an open action past its day (issue 28 item 1). */
export function ActionDueLine({ owner, dueOn, closedAt, today = utcDay(new Date()) }: ActionDueLineProps) {
  const overdue = isOverdue(dueOn, closedAt, today);
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs">
        Owner <b>{owner?.name ?? 'Unassigned'}</b> · Due {dueOn ? <b>{formatDate(dueOn)}</b> : 'no due date'}
      </Text>
      {overdue ? <OverdueBadge size="xs" /> : null}
    </Group>
  );
}
