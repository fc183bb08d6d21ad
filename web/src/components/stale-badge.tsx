import { Badge, VisuallyHidden, type BadgeProps } from '@mantine/core';
import { staleText } from '@aquarisk/contract/audit-age';
import type { AuditAge } from '@aquarisk/contract/schemas/audit-age.schema';
import { formatDate } from '../lib/format-date.ts';

/** What a screen reader (and the tooltip) says of a stale farm: the day of its latest scored audit. */
export const staleDescription = (age: Pick<AuditAge, 'auditedOn'>) =>
  `Latest scored audit on ${formatDate(age.auditedOn)}, older than the company's audit interval`;

export interface StaleBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  age: AuditAge | null | undefined;
}

/**
 * A stale farm's badge (issue 39 item 5): "Stale · 19 months" when its latest scored audit is older than the
 * company's audit interval, whether or not it has a schedule; nothing otherwise. Words, not colour alone.
 */
export function StaleBadge({ age, ...props }: StaleBadgeProps) {
  if (!age?.stale) return null;
  const description = staleDescription(age);
  return (
    <Badge radius="sm" tt="none" variant="light" color="grape" c="#7a1f8f" title={description} data-testid="stale-badge" {...props}>
      {staleText(age.months)}
      <VisuallyHidden>: {description}</VisuallyHidden>
    </Badge>
  );
}
