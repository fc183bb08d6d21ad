import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@aquarisk/contract/schemas/webhook.schema';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import * as repo from './webhook.repository.ts';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** Deliveries written with a change, to queue once it is committed. */
export interface WebhookEvents {
  deliveryIds: number[];
}

/** A Standard Webhooks message id: unique per event and endpoint, the receiver's key to drop a repeat. */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * Records an event for every enabled endpoint of the company that takes it: one pending delivery each, written by
 * the caller's transaction (an outbox), so an event exists exactly when its change does. After the commit the caller
 * hands the result to queueWebhookDeliveries (`farmOfAudit`: the audit whose farm the event names); a delivery whose job was lost is found again by the sweep.
 */
export async function recordWebhookEvent(
  tx: Executor,
  companyId: number,
  type: WebhookEventType | 'webhook.test',
  data: Record<string, unknown>,
  options: { now?: Date; endpointIds?: number[]; farmOfAudit?: number } = {},
): Promise<WebhookEvents> {
  const endpointIds = options.endpointIds ?? (await repo.subscribers(tx, companyId, type));
  if (endpointIds.length === 0) return { deliveryIds: [] };
  const at = (options.now ?? new Date()).toISOString();
  // The event of an audit names its farm, `{ id, name }`: read only when someone takes the event.
  const farm = options.farmOfAudit === undefined ? {} : { farm: await repo.farmOfAudit(tx, options.farmOfAudit) };
  const payload = JSON.stringify({ type, timestamp: at, data: { ...data, ...farm } });
  const rows = await repo.insertDeliveries(
    tx,
    endpointIds.map((endpointId) => ({ messageId: newMessageId(), endpointId, eventType: type, payload })),
    at,
  );
  return { deliveryIds: rows.map((r) => r.id) };
}

/**
 * A past delivery's event sent again to its endpoint: a new pending delivery with the same event type and payload
 * (the original event time inside) and a new message id, written by the caller's transaction and queued after it.
 */
export async function recordRedelivery(
  tx: Executor,
  original: { endpointId: number; eventType: string; payload: string },
  now: Date,
): Promise<WebhookEvents & { messageId: string }> {
  const messageId = newMessageId();
  const [row] = await repo.insertDeliveries(
    tx,
    [{ messageId, endpointId: original.endpointId, eventType: original.eventType, payload: original.payload }],
    now.toISOString(),
  );
  return { deliveryIds: [row!.id], messageId };
}

/** Queues the deliveries of committed events; a failure to queue is logged, and the sweep sends them later. */
export async function queueWebhookDeliveries(ctx: AppContext, events: WebhookEvents | null | undefined): Promise<void> {
  if (!events || events.deliveryIds.length === 0 || !ctx.config.jobs.enabled) return;
  const { retryBaseSeconds, maxAttempts } = ctx.config.webhooks;
  for (const deliveryId of events.deliveryIds) {
    try {
      await ctx.jobs.send(
        WEBHOOK_DELIVERY_QUEUE,
        { deliveryId },
        {
          singletonKey: `delivery:${deliveryId}`,
          retryLimit: maxAttempts - 1,
          retryDelaySeconds: retryBaseSeconds,
          retryBackoff: true,
        },
      );
    } catch (err) {
      ctx.log.warn({ err, deliveryId }, 'webhook delivery not queued; the sweep sends it');
    }
  }
}
