import { randomBytes } from 'node:crypto';
import type { WebhookInput } from '@aquarisk/contract/schemas/webhook.schema';
import { WEBHOOK_TEST_EVENT } from '@aquarisk/contract/schemas/webhook.schema';
import type { AppContext } from '../../app-context.ts';
import { newExternalId } from '../../lib/ids.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { companyAccessWith } from '../access/index.ts';
import { checkWebhookUrl } from './webhook-address-guard.ts';
import { queueWebhookDeliveries, recordWebhookEvent } from './webhook-events.ts';
import { toDelivery, toWebhook } from './webhook.mapper.ts';
import * as repo from './webhook.repository.ts';

const DELIVERY_LIST_SIZE = 50;

/** A Standard Webhooks secret: "whsec_" and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

async function adminOf(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const { company } = await companyAccessWith(ctx.database.db, user, companyExtId, 'manageWebhooks');
  return company.id;
}

async function endpointOf(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string) {
  const companyId = await adminOf(ctx, user, companyExtId);
  const row = await repo.findEndpoint(ctx.database.db, companyId, webhookExtId);
  if (!row) throw notFound();
  return { companyId, row };
}

const now = (ctx: AppContext) => ctx.clock.now().toISOString();

export async function listWebhooks(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const companyId = await adminOf(ctx, user, companyExtId);
  const db = ctx.database.db;
  const rows = await repo.listEndpoints(db, companyId);
  const last = await repo.lastDeliveries(
    db,
    rows.map((r) => r.id),
  );
  return {
    allowPrivateUrls: await repo.allowsPrivateUrls(db, companyId),
    endpoints: rows.map((r) => toWebhook(r, last.get(r.id) ?? null)),
  };
}

export async function createWebhook(ctx: AppContext, user: AuthUser, companyExtId: string, input: WebhookInput) {
  const companyId = await adminOf(ctx, user, companyExtId);
  const db = ctx.database.db;
  await checkWebhookUrl(input.url, await repo.allowsPrivateUrls(db, companyId));
  const secret = newWebhookSecret();
  const row = await repo.insertEndpoint(db, companyId, newExternalId(), secret, input, now(ctx));
  return { ...toWebhook(row), secret };
}

export async function updateWebhook(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string, input: WebhookInput) {
  const { companyId, row } = await endpointOf(ctx, user, companyExtId, webhookExtId);
  const db = ctx.database.db;
  await checkWebhookUrl(input.url, await repo.allowsPrivateUrls(db, companyId));
  const updated = await repo.updateEndpoint(db, row.id, input, now(ctx));
  const last = await repo.lastDeliveries(db, [row.id]);
  return toWebhook(updated, last.get(row.id) ?? null);
}

export async function deleteWebhook(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string) {
  const { row } = await endpointOf(ctx, user, companyExtId, webhookExtId);
  await repo.deleteEndpoint(ctx.database.db, row.id);
}

export async function rotateWebhookSecret(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string) {
  const { row } = await endpointOf(ctx, user, companyExtId, webhookExtId);
  const secret = newWebhookSecret();
  const updated = await repo.setSecret(ctx.database.db, row.id, secret, now(ctx));
  const last = await repo.lastDeliveries(ctx.database.db, [row.id]);
  return { ...toWebhook(updated, last.get(row.id) ?? null), secret };
}

export async function listWebhookDeliveries(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string) {
  const { row } = await endpointOf(ctx, user, companyExtId, webhookExtId);
  const rows = await repo.listDeliveries(ctx.database.db, row.id, DELIVERY_LIST_SIZE);
  return rows.map(toDelivery);
}

/** "Send test event": one "webhook.test" delivery to this endpoint, queued like any other. */
export async function sendTestEvent(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string) {
  const { companyId, row } = await endpointOf(ctx, user, companyExtId, webhookExtId);
  const db = ctx.database.db;
  const events = await recordWebhookEvent(
    db,
    companyId,
    WEBHOOK_TEST_EVENT,
    { webhook: row.externalId, message: 'A test event from Aquarisk' },
    { now: ctx.clock.now(), endpointIds: [row.id] },
  );
  await queueWebhookDeliveries(ctx, events);
  const [delivery] = await repo.listDeliveries(db, row.id, 1);
  return toDelivery(delivery!);
}

export async function getWebhookSettings(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const companyId = await adminOf(ctx, user, companyExtId);
  return { allowPrivateUrls: await repo.allowsPrivateUrls(ctx.database.db, companyId) };
}

/** Only the platform's admins let a company's webhooks reach private networks (docs/decisions.md, "Webhooks"). */
export async function putWebhookSettings(ctx: AppContext, user: AuthUser, companyExtId: string, input: { allowPrivateUrls: boolean }) {
  const { company } = await companyAccessWith(ctx.database.db, user, companyExtId, 'allowPrivateWebhooks');
  await repo.setAllowPrivateUrls(ctx.database.db, company.id, input.allowPrivateUrls, now(ctx));
  return { allowPrivateUrls: input.allowPrivateUrls };
}
