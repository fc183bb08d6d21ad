import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { CreatedApiToken } from '@aquarisk/contract/schemas/api-token.schema';
import { IconCheck } from '../../../components/icons.tsx';

/** A token just created, shown once with a copy button (only its hash is kept). */
export function CreatedTokenAlert({ created, onClose }: { created: CreatedApiToken; onClose: () => void }) {
  return (
    <Alert color="teal" title={`Token “${created.name}” created`} withCloseButton onClose={onClose} closeButtonLabel="Done">
      <Stack gap="xs">
        <Text size="sm">Copy it now: it is shown only this once, and Aquarisk keeps only a hash of it.</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code data-testid="new-api-token" style={{ overflowWrap: 'anywhere', flex: 1 }}>
            {created.token}
          </Code>
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : null}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
