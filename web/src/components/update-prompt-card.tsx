import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { applyUpdate } from '../lib/service-worker.ts';

/** The prompt itself, loaded only once a new version waits (it stays out of the landing page's first scripts). */
export function UpdatePromptCard() {
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
