import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { apiTokenInputSchema, type ApiToken, type ApiTokenInput, type CreatedApiToken } from '@aquarisk/contract/schemas/api-token.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconCheck, IconKey, IconPlus } from '../../../components/icons.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { apiTokenMessages, useApiTokensQuery, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens.api.ts';

type FormOutput = { name: string; scope: 'read' | 'read-write'; expiresInDays: number };
const EXPIRIES = [7, 30, 90, 365].map((d) => ({ value: String(d), label: `${d} days` }));
const SCOPES = [
  { value: 'read', label: 'Read only' },
  { value: 'read-write', label: 'Read and write' },
];

/** Personal API tokens for scripts (issue 28 item 5): create one (shown once, with a copy button), list, revoke. */
export function ApiTokensCard() {
  const tokens = useApiTokensQuery();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const form = useForm<ApiTokenInput, unknown, FormOutput>({
    resolver: zodResolver(apiTokenInputSchema),
    defaultValues: { name: '', scope: 'read', expiresInDays: 30 },
  });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (token) => {
        setCreated(token);
        form.reset({ name: '', scope: 'read', expiresInDays: 30 });
      },
    }),
  );

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
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="New API token">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Name"
              required
              autoComplete="off"
              placeholder="Nightly export"
              error={form.formState.errors.name?.message}
              style={{ flex: '1 1 200px' }}
              {...form.register('name')}
            />
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => (
                <Input.Wrapper label="Scope" id="token-scope">
                  <div>
                    <SegmentedControl aria-labelledby="token-scope-label" data={SCOPES} value={field.value} onChange={field.onChange} />
                  </div>
                </Input.Wrapper>
              )}
            />
            <Controller
              control={form.control}
              name="expiresInDays"
              render={({ field }) => (
                <Select
                  label="Expires in"
                  data={EXPIRIES}
                  allowDeselect={false}
                  value={String(field.value)}
                  onChange={(v) => field.onChange(Number(v))}
                  w={130}
                />
              )}
            />
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
              Create token
            </Button>
          </Group>
        </form>
        {created ? (
          <Alert
            color="teal"
            title={`Token “${created.name}” created`}
            withCloseButton
            onClose={() => setCreated(null)}
            closeButtonLabel="Done"
          >
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
        ) : null}
        {tokens.isError ? (
          <ErrorState error={tokens.error} message={apiTokenMessages.load} onRetry={() => void tokens.refetch()} />
        ) : tokens.data && tokens.data.length > 0 ? (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" aria-label="API tokens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Scope</Table.Th>
                  <Table.Th>Token</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th aria-label="Revoke" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.data.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>{t.name}</Table.Td>
                    <Table.Td miw={110}>
                      <Badge variant="light" color={t.scope === 'read' ? 'gray' : 'orange'}>
                        {t.scope === 'read' ? 'Read' : 'Read-write'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Code>aqr_{t.prefix}_…</Code>
                    </Table.Td>
                    <Table.Td>{formatDate(t.createdAt)}</Table.Td>
                    <Table.Td>{formatDate(t.expiresAt)}</Table.Td>
                    <Table.Td>{t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'Never'}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRevoking(t)} aria-label={`Revoke ${t.name}`}>
                        Revoke
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
