import { Code, Modal, Stack, Text } from '@mantine/core';
import type { WebhookDelivery } from '@aquarisk/contract/schemas/webhook.schema';

/** The body as sent, indented for reading; a body that is not JSON (never expected) is shown as it is. */
function indented(payload: string) {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** One delivery's JSON body and the receiver's last answer, as stored (the secret is never part of either). */
export function DeliveryPayload({ delivery, onClose }: { delivery: WebhookDelivery | null; onClose: () => void }) {
  return (
    <Modal opened={delivery !== null} onClose={onClose} title={delivery ? `Delivery ${delivery.messageId}` : ''} size="lg">
      {delivery ? (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            Payload ({delivery.eventType})
          </Text>
          <Code block aria-label="Payload" style={{ maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {indented(delivery.payload)}
          </Code>
          <Text size="sm" fw={600}>
            Last response
          </Text>
          {delivery.lastStatus === null && delivery.lastError === null ? (
            <Text size="sm" c="dimmed">
              Not tried yet.
            </Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm">{delivery.lastStatus !== null ? `HTTP ${delivery.lastStatus}` : delivery.lastError}</Text>
              {delivery.lastBody ? (
                <Code
                  block
                  aria-label="Response excerpt"
                  style={{ maxHeight: 200, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                >
                  {delivery.lastBody}
                </Code>
              ) : null}
            </Stack>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
