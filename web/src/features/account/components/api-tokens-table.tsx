import { Badge, Button, Code, Table } from '@mantine/core';
import type { ApiToken } from '@aquarisk/contract/schemas/api-token.schema';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';

/** The user's API tokens (never their secrets), each with a Revoke button. */
export function ApiTokensTable({ tokens, onRevoke }: { tokens: readonly ApiToken[]; onRevoke: (token: ApiToken) => void }) {
  return (
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
          {tokens.map((t) => (
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
                <Button size="xs" variant="subtle" color="red" onClick={() => onRevoke(t)} aria-label={`Revoke ${t.name}`}>
                  Revoke
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
