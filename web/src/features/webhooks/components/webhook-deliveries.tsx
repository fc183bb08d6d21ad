import { useState } from 'react';
import { Badge, Button, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { WebhookDelivery } from '@aquarisk/contract/schemas/webhook.schema';
import { notifySuccess } from '../../../lib/alerts.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks.api.ts';
import { DeliveryPayload } from './delivery-payload.tsx';

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

/** "Redeliver": offered once the queue is done with a delivery (a pending one is still being tried). */
function RedeliverButton({ delivery, redeliver }: { delivery: WebhookDelivery; redeliver: ReturnType<typeof useRedeliver> }) {
  const busy = redeliver.isPending && redeliver.variables === delivery.messageId;
  const button = (
    <Button
      size="compact-xs"
      variant="default"
      loading={busy}
      disabled={delivery.status === 'pending' || (redeliver.isPending && !busy)}
      aria-label={`Redeliver ${delivery.messageId}`}
      onClick={() =>
        redeliver.mutate(delivery.messageId, {
          onSuccess: () => notifySuccess('Redelivery queued'),
          onError: (err) => handleApiError(err, { object: 'delivery' }),
        })
      }
    >
      Redeliver
    </Button>
  );
  if (delivery.status !== 'pending') return button;
  return (
    <Tooltip label="Still being tried: redeliver it once it is delivered or failed">
      <span>{button}</span>
    </Tooltip>
  );
}

/** The latest deliveries of one endpoint: event, status, attempts, the receiver's last answer, payload and redeliver. */
export function WebhookDeliveries({ companyId, webhookId }: { companyId: string; webhookId: string }) {
  const query = useWebhookDeliveries(companyId, webhookId);
  const redeliver = useRedeliver(companyId, webhookId);
  const [shown, setShown] = useState<WebhookDelivery | null>(null);
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
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="Deliveries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th style={{ minWidth: 120 }}>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last response</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
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
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button size="compact-xs" variant="subtle" aria-label={`Payload of ${d.messageId}`} onClick={() => setShown(d)}>
                      Payload
                    </Button>
                    <RedeliverButton delivery={d} redeliver={redeliver} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DeliveryPayload delivery={shown} onClose={() => setShown(null)} />
    </>
  );
}
