import type { Webhook, WebhookDelivery } from '@aquarisk/contract/schemas/webhook.schema';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhook.repository.ts';

/** "whsec_AbCd…": enough to tell two secrets apart, too little to sign. */
export const secretHint = (secret: string) => `${secret.slice(0, 10)}…`;

export function toWebhook(row: WebhookEndpointRow, last: Webhook['lastDelivery'] = null): Webhook {
  return {
    externalId: row.externalId,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.eventsJson) as string[],
    enabled: row.enabled === 1,
    secretHint: secretHint(row.secret),
    previousSecretUntil: row.previousSecretUntil,
    createdAt: row.createdAt,
    lastDelivery: last,
  };
}

export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    messageId: row.messageId,
    eventType: row.eventType,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastBody: row.lastBody,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt,
    nextAttemptAt: row.nextAttemptAt,
    createdAt: row.createdAt,
  };
}
