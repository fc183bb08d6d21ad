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
}

/** Nothing to show yet: says so plainly and offers the next step. */
export function EmptyState({ title, description, icon, actions, withCard = true }: EmptyStateProps) {
  const body = (
    <MantineEmptyState
      title={title}
      description={description}
      icon={icon ?? <IconCompass size={28} />}
      variant="light"
      color="lagoon"
      py="xl"
    >
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
