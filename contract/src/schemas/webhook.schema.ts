import { z } from 'zod';
import { externalIdSchema, optionalText } from './common.schema.ts';

/** The events a company's webhook endpoints may take (issue 28 item 3, docs/decisions.md "Webhooks"). */
export const webhookEventTypes = ['audit.scored', 'action.raised', 'action.resolved', 'action.overdue', 'media.uploaded'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** The event "Send test event" sends; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'audit.scored': 'Audit scored',
  'action.raised': 'Action raised',
  'action.resolved': 'Action resolved',
  'action.overdue': 'Action overdue',
  'media.uploaded': 'Media uploaded',
};

export const WEBHOOK_URL_MAX = 2000;
/** Hours a rotated secret keeps signing beside the new one, so receivers switch without missing an event. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

export const webhookInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX, { error: `At most ${WEBHOOK_URL_MAX} characters` })
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter a URL starting with https://' })),
  description: optionalText(200),
  events: z
    .array(z.enum(webhookEventTypes, { error: 'Not a webhook event' }))
    .min(1, { error: 'Choose at least one event' })
    .max(webhookEventTypes.length)
    .transform((events) => [...new Set(events)]),
  enabled: z.boolean().default(true),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export const webhookSchema = z.object({
  externalId: externalIdSchema,
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** the first characters of the secret ("whsec_AbCd…"): the whole secret only when created or rotated */
  secretHint: z.string(),
  /** after a rotation: until when the previous secret also signs each delivery (WEBHOOK_SECRET_OVERLAP_HOURS) */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
  /** the newest delivery's status, or null before any */
  lastDelivery: z.object({ status: z.enum(webhookDeliveryStatuses), createdAt: z.string() }).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** Created or rotated: the whole signing secret, shown this once. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });

export const webhookListSchema = z.object({
  /** whether this company's endpoints may point at loopback and private networks (an admin's setting) */
  allowPrivateUrls: z.boolean(),
  endpoints: z.array(webhookSchema),
});

export const webhookParams = z.object({ id: externalIdSchema, webhookId: externalIdSchema });
/** One delivery of an endpoint, by its Standard Webhooks message id ("msg_" and 22 base64url characters). */
export const webhookDeliveryParams = webhookParams.extend({
  messageId: z.string().regex(/^msg_[A-Za-z0-9_-]{1,36}$/, { error: 'Not a delivery id' }),
});

export const webhookDeliverySchema = z.object({
  messageId: z.string(),
  eventType: z.string(),
  /** the JSON body sent, `{ type, timestamp, data }` as signed (never the secret) */
  payload: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  /** the start of the receiver's last answer (at most 1,000 characters) */
  lastBody: z.string().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookSettingsInputSchema = z.object({ allowPrivateUrls: z.boolean() });
export const webhookSettingsSchema = webhookSettingsInputSchema;
