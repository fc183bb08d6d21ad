import { Badge, VisuallyHidden, type BadgeProps } from '@mantine/core';
import { riskColor, textColorOn } from '@aquarisk/contract/risk';
import type { ScheduleBadge as Badged, ScheduleStatus } from '@aquarisk/contract/schemas/audit-schedule.schema';
import { formatDate } from '../lib/format-date.ts';

export const scheduleStatusLabels: Record<ScheduleStatus, string> = { OVERDUE: 'Overdue', DUE: 'Due', DUE_SOON: 'Due soon' };

/** Overdue in the HIGH risk colour, due in MODERATE (the medium band) (filled, text picked for contrast), due soon neutral. */
const look: Record<ScheduleStatus, Pick<BadgeProps, 'color' | 'variant' | 'c'>> = {
  OVERDUE: { color: riskColor('HIGH'), c: textColorOn(riskColor('HIGH')), variant: 'filled' },
  DUE: { color: riskColor('MODERATE'), c: textColorOn(riskColor('MODERATE')), variant: 'filled' },
  DUE_SOON: { color: 'gray', variant: 'light' },
};

/** What a screen reader (and the tooltip) says of a farm's badge: the status and the due day. */
export function scheduleDescription(schedule: Badged): string {
  if (!schedule.status) return '';
  const day = formatDate(schedule.nextAuditDue);
  return schedule.status === 'OVERDUE' ? `Audit overdue since ${day}` : `Audit due on ${day}`;
}

export interface ScheduleBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  schedule: Badged | undefined;
}

/** A farm's audit schedule badge (issue 26 item 3): text, not colour alone; nothing without a badge. */
export function ScheduleBadge({ schedule, ...props }: ScheduleBadgeProps) {
  if (!schedule?.status) return null;
  const description = scheduleDescription(schedule);
  return (
    <Badge radius="sm" tt="none" {...look[schedule.status]} title={description} data-testid="schedule-badge" {...props}>
      {scheduleStatusLabels[schedule.status]}
      <VisuallyHidden>: {description}</VisuallyHidden>
    </Badge>
  );
}
