import type { ReactNode } from 'react';
import { Button, EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import { IconAlert, IconRefresh } from './icons.tsx';

export interface ErrorStateProps {
  /** what failed, in the spec's words when there are some, e.g. 'API error while loading your account information.' */
  message: string;
  title?: string;
  onRetry?: () => void;
  actions?: ReactNode;
}

/** A screen whose data could not be loaded: says what failed and offers a retry. */
export function ErrorState({ message, title = 'Something went wrong', onRetry, actions }: ErrorStateProps) {
  return (
    <Paper withBorder radius="lg" p="xl" role="alert">
      <MantineEmptyState title={title} description={message} icon={<IconAlert size={28} />} variant="light" color="red" py="lg">
        {onRetry || actions ? (
          <MantineEmptyState.Actions>
            {onRetry ? (
              <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
                Try again
              </Button>
            ) : null}
            {actions}
          </MantineEmptyState.Actions>
        ) : null}
      </MantineEmptyState>
    </Paper>
  );
}
