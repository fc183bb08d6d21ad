import { useState } from 'react';
import { Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApiToken, CreatedApiToken } from '@aquarisk/contract/schemas/api-token.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconKey } from '../../../components/icons.tsx';
import { apiTokenMessages, useApiTokensQuery, useRevokeApiToken } from '../api/api-tokens.api.ts';
import { ApiTokensTable } from './api-tokens-table.tsx';
import { CreatedTokenAlert } from './created-token-alert.tsx';
import { NewApiTokenForm } from './new-api-token-form.tsx';

/** Personal API tokens for scripts (issue 28 item 5): create one (shown once, with a copy button), list, revoke. */
export function ApiTokensCard() {
  const tokens = useApiTokensQuery();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" c="navy.9">
            API tokens
          </Title>
          <Text size="sm" c="dimmed">
            For scripts that read or change Aquarisk as you: send <Code>Authorization: Bearer aqr_…</Code>. A token can do no more than you
            can, and never manages tokens, your account or personal data.
          </Text>
        </Stack>
        <NewApiTokenForm onCreated={setCreated} />
        {created ? <CreatedTokenAlert created={created} onClose={() => setCreated(null)} /> : null}
        {tokens.isError ? (
          <ErrorState error={tokens.error} message={apiTokenMessages.load} onRetry={() => void tokens.refetch()} />
        ) : tokens.data && tokens.data.length > 0 ? (
          <ApiTokensTable tokens={tokens.data} onRevoke={setRevoking} />
        ) : tokens.data ? (
          <Group gap="xs" c="dimmed">
            <IconKey size={16} />
            <Text size="sm">No API tokens yet.</Text>
          </Group>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke API token"
        message={`Scripts using “${revoking?.name ?? ''}” stop working at once.`}
        confirmLabel="Revoke"
        danger
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSettled: () => setRevoking(null) })}
        onCancel={() => setRevoking(null)}
      />
    </Paper>
  );
}
