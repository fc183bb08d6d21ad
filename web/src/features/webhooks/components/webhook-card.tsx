import { useState } from 'react';
import { Alert, Badge, Button, Card, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { webhookEventLabels, type Webhook, type WebhookEventType } from '@aquarisk/contract/schemas/webhook.schema';
import { ConfirmDelete } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../lib/alerts.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useDeleteWebhook, useRotateSecret, useSendTestEvent, useUpdateWebhook, useWebhookDeliveries } from '../api/webhooks.api.ts';
import { DeliveryStatus, WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookForm } from './webhook-form.tsx';

/** After a rotation, the old secret signs beside the new one until the overlap ends (the server decides who signs). */
const previousSigns = (hook: Webhook) => hook.previousSecretUntil !== null && Date.parse(hook.previousSecretUntil) > Date.now();

/** The signing secret, shown once after it is made or rotated. */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Alert color="yellow" title="Signing secret: copy it now, it is not shown again">
      <Stack gap="xs">
        <Code block style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

const label = (type: string) => webhookEventLabels[type as WebhookEventType] ?? type;

export function WebhookCard({ companyId, hook }: { companyId: string; hook: Webhook }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const update = useUpdateWebhook(companyId, hook.externalId);
  const remove = useDeleteWebhook(companyId, hook.externalId);
  const rotate = useRotateSecret(companyId, hook.externalId);
  const test = useSendTestEvent(companyId, hook.externalId);
  // The newest delivery as the (polled) deliveries list has it, so the card never says Delivered over a newer Pending.
  const deliveries = useWebhookDeliveries(companyId, hook.externalId);
  const newest = deliveries.data ? (deliveries.data[0]?.status ?? null) : (hook.lastDelivery?.status ?? null);
  const context = { object: 'webhook' };
  return (
    <Card withBorder padding="md" aria-label={`Webhook ${hook.url}`} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {hook.url}
            </Text>
            {hook.description ? (
              <Text size="sm" c="dimmed">
                {hook.description}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            {hook.enabled ? null : <Badge color="gray">Off</Badge>}
            {newest ? <DeliveryStatus status={newest} label="Newest delivery" /> : null}
          </Group>
        </Group>
        <Group gap={6}>
          {hook.events.map((e) => (
            <Badge key={e} variant="outline">
              {label(e)}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          Secret {hook.secretHint}
          {previousSigns(hook) ? ` · the previous secret also signs until ${formatDateTime(hook.previousSecretUntil)}` : ''}
        </Text>
        {secret ? <SecretOnce secret={secret} onDone={() => setSecret(null)} /> : null}
        {editing ? (
          <WebhookForm
            initial={{ url: hook.url, description: hook.description, events: hook.events as WebhookEventType[], enabled: hook.enabled }}
            saving={update.isPending}
            submitLabel="Save"
            onCancel={() => setEditing(false)}
            onSubmit={(values) =>
              update.mutate(values, { onSuccess: () => setEditing(false), onError: (err) => handleApiError(err, context) })
            }
          />
        ) : (
          <Group gap="xs">
            <Button
              size="xs"
              loading={test.isPending}
              onClick={() =>
                test.mutate(undefined, {
                  onSuccess: () => notifySuccess('Test event queued'),
                  onError: (err) => handleApiError(err, context),
                })
              }
            >
              Send test event
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, { onSuccess: (r) => setSecret(r.secret), onError: (err) => handleApiError(err, context) })
              }
            >
              Rotate secret
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </Group>
        )}
        <WebhookDeliveries companyId={companyId} webhookId={hook.externalId} />
      </Stack>
      <ConfirmDelete
        what="webhook"
        opened={confirming}
        message={`Delete the webhook to ${hook.url} and its deliveries?`}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => setConfirming(false), onError: (err) => handleApiError(err, context) })
        }
      />
    </Card>
  );
}
