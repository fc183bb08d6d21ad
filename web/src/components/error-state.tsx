import { type ReactNode, useEffect, useRef } from 'react';
import { Button, EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import { errorStateMessages } from '@aquarisk/contract/messages';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { ApiError, NetworkError } from '../lib/api-errors.ts';
import { useSyncStatus } from '../lib/offline/sync-status.ts';
import { NoAccessState, NotFoundState } from './access-states.tsx';
import { IconAlert, IconRefresh } from './icons.tsx';

export interface ErrorStateProps {
  /** what failed, in the spec's words when there are some, e.g. 'API error while loading your account information.' */
  message: string;
  title?: string;
  onRetry?: () => void;
  actions?: ReactNode;
  /** the failure itself: a 403 shows the no-access page and a 404 the not-found page, neither with a retry */
  error?: unknown;
  /** what the screen says when the failure is the device being offline (a calm note, not an API error) */
  offlineMessage?: string;
}

/** The failure is the device being offline (the browser said so when the request failed). */
export const isOfflineFailure = (error: unknown) => error instanceof NetworkError && error.offline;

/** Offline: calm, in the badge's words; when the connection returns the screen loads again by itself. */
function OfflineState({ message, onOnline }: { message: string; onOnline: (() => void) | undefined }) {
  const { online } = useSyncStatus();
  const retry = useRef(onOnline);
  retry.current = onOnline;
  const before = useRef(online);
  useEffect(() => {
    if (online && !before.current) retry.current?.();
    before.current = online;
  }, [online]);
  return (
    <Paper withBorder radius="lg" p="lg" role="status" data-testid="offline-state">
      <MantineEmptyState title={offlineMessages.offline} description={message} variant="light" color="gray" py="sm" />
    </Paper>
  );
}

/**
 * A screen whose data could not be loaded: says what failed and offers a retry. Refused (403) and missing (404)
 * data cannot succeed on a retry, so those say what they are and offer a way back instead (issue 8 item 15). Offline
 * it is no error: the header badge's word ("Offline") and what waits for the connection (issue 37 item 3); the
 * query loads again on its own when the link returns.
 */
export function ErrorState({
  message,
  title = errorStateMessages.loadFailedTitle,
  onRetry,
  actions,
  error,
  offlineMessage,
}: ErrorStateProps) {
  if (error instanceof ApiError && error.status === 403) return <NoAccessState />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundState />;
  if (isOfflineFailure(error)) return <OfflineState message={offlineMessage ?? offlineMessages.needsConnection} onOnline={onRetry} />;
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
