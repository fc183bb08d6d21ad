import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import { IconCompass } from './icons.tsx';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** buttons or links offered next */
  actions?: ReactNode;
  /** drawn on a card (default) or bare inside another container */
  withCard?: boolean;
  /** the title as a heading of this level, where the state stands for a whole page (no access, not found) */
  headingOrder?: 1 | 2 | 3;
}

/** Nothing to show yet: says so plainly and offers the next step. */
export function EmptyState({ title, description, icon, actions, withCard = true, headingOrder }: EmptyStateProps) {
  const body = (
    <MantineEmptyState
      title={headingOrder ? undefined : title}
      description={headingOrder ? undefined : description}
      icon={icon ?? <IconCompass size={28} />}
      variant="light"
      color="lagoon"
      py="xl"
    >
      {headingOrder ? <MantineEmptyState.Title order={headingOrder}>{title}</MantineEmptyState.Title> : null}
      {headingOrder && description ? <MantineEmptyState.Description>{description}</MantineEmptyState.Description> : null}
      {actions ? <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
  if (!withCard) return body;
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="empty-state">
      {body}
    </Paper>
  );
}
