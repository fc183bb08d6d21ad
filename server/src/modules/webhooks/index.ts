// The webhooks module's entry (issue 28 item 3): other modules record events in their own transaction, then queue
// the deliveries after the commit.
export { queueWebhookDeliveries, recordWebhookEvent, type WebhookEvents } from './webhook-events.ts';
export { startWebhookJobs } from './webhook-delivery.ts';
export { webhookRoutes } from './webhook.routes.ts';
