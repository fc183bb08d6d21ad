import { randomBytes } from 'node:crypto';
import type { WebhookInput } from '@aquarisk/contract/schemas/webhook.schema';
import { WEBHOOK_SECRET_OVERLAP_HOURS, WEBHOOK_TEST_EVENT } from '@aquarisk/contract/schemas/webhook.schema';
import type { AppContext } from '../../app-context.ts';
import { newExternalId } from '../../lib/ids.ts';
import { refusalMessages } from '@aquarisk/contract/messages';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { companyAccessWith } from '../access/index.ts';
import { recordCompanyUpdate } from '../activity-log/index.ts';
import { checkWebhookUrl } from './webhook-address-guard.ts';
import { queueWebhookDeliveries, recordRedelivery, recordWebhookEvent } from './webhook-events.ts';
import { toDelivery, toWebhook } from './webhook.mapper.ts';
import * as repo from './webhook.repository.ts';

const DELIVERY_LIST_SIZE = 50;

/** A Standard Webhooks secret: "whsec_" and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

async function companyOf(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const { company } = await companyAccessWith(ctx.database.db, user, companyExtId, 'manageWebhooks');
  return company;
}

async function adminOf(ctx: AppContext, user: AuthUser, companyExtId: string) {
  return (await companyOf(ctx, user, companyExtId)).id;
}

async function endpointOf(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string) {
  const company = await companyOf(ctx, user, companyExtId);
  const row = await repo.findEndpoint(ctx.database.db, company.id, webhookExtId);
  if (!row) throw notFound();
  return { companyId: company.id, company, row };
}

const described = (r: { url: string; events: readonly string[] }) => `${r.url} (${r.events.join(', ')})`;
const describedRow = (r: { url: string; eventsJson: string }) => described({ url: r.url, events: JSON.parse(r.eventsJson) as string[] });

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
  const company = await companyOf(ctx, user, companyExtId);
  const db = ctx.database.db;
  await checkWebhookUrl(input.url, await repo.allowsPrivateUrls(db, company.id));
  const secret = newWebhookSecret();
  const row = await db.transaction().execute(async (tx) => {
    const inserted = await repo.insertEndpoint(tx, company.id, newExternalId(), secret, input, now(ctx));
    await recordCompanyUpdate(tx, user, company, { webhook: [null, described(input)] });
    return inserted;
  });
  return { ...toWebhook(row), secret };
}

export async function updateWebhook(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string, input: WebhookInput) {
  const { companyId, company, row } = await endpointOf(ctx, user, companyExtId, webhookExtId);
  const db = ctx.database.db;
  await checkWebhookUrl(input.url, await repo.allowsPrivateUrls(db, companyId));
  const updated = await db.transaction().execute(async (tx) => {
    const changed = await repo.updateEndpoint(tx, row.id, input, now(ctx));
    await recordCompanyUpdate(tx, user, company, { webhook: [describedRow(row), described(input)] });
    return changed;
  });
  const last = await repo.lastDeliveries(db, [row.id]);
  return toWebhook(updated, last.get(row.id) ?? null);
}

export async function deleteWebhook(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string) {
  const { company, row } = await endpointOf(ctx, user, companyExtId, webhookExtId);
  await ctx.database.db.transaction().execute(async (tx) => {
    await repo.deleteEndpoint(tx, row.id);
    await recordCompanyUpdate(tx, user, company, { webhook: [describedRow(row), null] });
  });
}

export async function rotateWebhookSecret(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string) {
  const { company, row } = await endpointOf(ctx, user, companyExtId, webhookExtId);
  const secret = newWebhookSecret();
  const updated = await ctx.database.db.transaction().execute(async (tx) => {
    const until = new Date(ctx.clock.now().getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000).toISOString();
    const rotated = await repo.setSecret(tx, row.id, secret, { secret: row.secret, until }, now(ctx));
    await recordCompanyUpdate(tx, user, company, { webhookSecretRotated: [null, row.url] });
    return rotated;
  });
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

/**
 * "Redeliver": a past delivery's event sent again as a new delivery (docs/decisions.md "Webhooks"), queued, checked
 * and retried like any other and signed with the secrets of its time; logged on the company in the same transaction.
 */
export async function redeliverWebhook(ctx: AppContext, user: AuthUser, companyExtId: string, webhookExtId: string, messageId: string) {
  const { company, row } = await endpointOf(ctx, user, companyExtId, webhookExtId);
  const db = ctx.database.db;
  const original = await repo.findDelivery(db, row.id, messageId);
  if (!original) throw notFound();
  if (original.status === 'pending') throw new AppError('CONFLICT', refusalMessages.webhookDeliveryPending);
  const events = await db.transaction().execute(async (tx) => {
    const made = await recordRedelivery(tx, original, ctx.clock.now());
    await recordCompanyUpdate(tx, user, company, {
      webhookRedelivered: [null, `${original.eventType} ${original.messageId} to ${row.url}`],
    });
    return made;
  });
  await queueWebhookDeliveries(ctx, events);
  return toDelivery((await repo.findDelivery(db, row.id, events.messageId))!);
}

export async function getWebhookSettings(ctx: AppContext, user: AuthUser, companyExtId: string) {
  const companyId = await adminOf(ctx, user, companyExtId);
  return { allowPrivateUrls: await repo.allowsPrivateUrls(ctx.database.db, companyId) };
}

/** Only the platform's admins let a company's webhooks reach private networks (docs/decisions.md, "Webhooks"). */
export async function putWebhookSettings(ctx: AppContext, user: AuthUser, companyExtId: string, input: { allowPrivateUrls: boolean }) {
  const { company } = await companyAccessWith(ctx.database.db, user, companyExtId, 'allowPrivateWebhooks');
  await ctx.database.db.transaction().execute(async (tx) => {
    const before = await repo.allowsPrivateUrls(tx, company.id);
    await repo.setAllowPrivateUrls(tx, company.id, input.allowPrivateUrls, now(ctx));
    await recordCompanyUpdate(tx, user, company, { webhookPrivateUrls: [before, input.allowPrivateUrls] });
  });
  return { allowPrivateUrls: input.allowPrivateUrls };
}
