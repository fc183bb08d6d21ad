import { Badge, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@aquarisk/contract/schemas/webhook.schema';
import { useWebhookDeliveries } from '../api/webhooks.api.ts';

const statusColor = { pending: 'yellow', delivered: 'green', failed: 'red' } as const;
const statusLabel = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } as const;

export function DeliveryStatus({ status, label }: { status: WebhookDelivery['status']; label?: string }) {
  return (
    <Badge
      color={statusColor[status]}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible' }}
      aria-label={label ? `${label}: ${statusLabel[status]}` : undefined}
    >
      {statusLabel[status]}
    </Badge>
  );
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** The latest deliveries of one endpoint: event, status, attempts and the receiver's last answer. */
export function WebhookDeliveries({ companyId, webhookId }: { companyId: string; webhookId: string }) {
  const query = useWebhookDeliveries(companyId, webhookId);
  if (query.isPending) return <Text size="sm">Loading deliveries…</Text>;
  if (query.isError)
    return (
      <Text size="sm" c="red">
        The deliveries could not be loaded.
      </Text>
    );
  if (query.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No deliveries yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th style={{ minWidth: 120 }}>Status</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Last response</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((d) => (
            <Table.Tr key={d.messageId}>
              <Table.Td>{d.eventType}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DeliveryStatus status={d.status} />
              </Table.Td>
              <Table.Td>{d.attempts}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} title={d.lastBody ?? d.lastError ?? undefined}>
                  {d.lastStatus !== null ? `HTTP ${d.lastStatus}` : (d.lastError ?? '—')}
                  {d.lastStatus !== null && d.lastBody ? ` · ${d.lastBody}` : ''}
                </Text>
                {d.status === 'pending' && d.nextAttemptAt ? (
                  <Text size="xs" c="dimmed">
                    Next try {when(d.nextAttemptAt)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{when(d.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
