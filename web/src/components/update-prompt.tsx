import { useSyncExternalStore } from 'react';
import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { applyUpdate, serviceWorkerUpdate } from '../lib/service-worker.ts';

const never = () => false;

/**
 * "A new version of Aquarisk is available." with a Reload button, once a new service worker waits (issue 27 item 1).
 * Only the click reloads: an audit open on screen is never interrupted by an update.
 */
export function UpdatePrompt() {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the store's methods never use this
  const waiting = useSyncExternalStore(serviceWorkerUpdate.subscribe, serviceWorkerUpdate.isWaiting, never);
  if (!waiting) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={400}>
      <Paper role="status" shadow="md" p="sm" withBorder maw={420}>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm">{offlineMessages.newVersion}</Text>
          <Button size="xs" onClick={() => applyUpdate()}>
            Reload
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
