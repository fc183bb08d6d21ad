import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkWebhookUrl } from './webhook-address-guard.ts';
import { queueWebhookDeliveries, WEBHOOK_DELIVERY_QUEUE } from './webhook-events.ts';
import { postSigned, type AttemptResult } from './webhook-sender.ts';
import * as repo from './webhook.repository.ts';

export const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep';

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'skipped';

/** The endpoint's secret, and the one it replaced until that one's overlap ends. */
export function signingSecrets(e: { secret: string; previousSecret: string | null; previousSecretUntil: string | null }, now: Date) {
  const previousSigns = e.previousSecret !== null && e.previousSecretUntil !== null && Date.parse(e.previousSecretUntil) > now.getTime();
  return previousSigns ? [e.secret, e.previousSecret!] : [e.secret];
}

/**
 * One attempt at a pending delivery: the address checked again (DNS rebinding, a setting turned off since), signed,
 * sent, and the answer recorded. Returns 'retry' while attempts remain; the job queue waits and runs it again.
 */
export async function attemptDelivery(ctx: AppContext, deliveryId: number): Promise<DeliveryOutcome> {
  const db = ctx.database.db;
  const row = await repo.findDeliveryToSend(db, deliveryId);
  if (!row || row.status !== 'pending') return 'skipped';
  const { maxAttempts, retryBaseSeconds, timeoutMs } = ctx.config.webhooks;
  const attempts = row.attempts + 1;
  let result: AttemptResult;
  if (row.enabled !== 1) result = { ok: false, status: null, body: null, error: 'The endpoint is turned off' };
  else {
    try {
      const target = await checkWebhookUrl(row.url, row.allowPrivateUrls === 1);
      const secrets = signingSecrets(row, ctx.clock.now());
      result = await postSigned(target, { id: row.messageId, payload: row.payload, secrets }, timeoutMs);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result = { ok: false, status: null, body: null, error: err.message };
    }
  }
  const now = ctx.clock.now();
  const outcome: DeliveryOutcome = result.ok ? 'delivered' : attempts >= maxAttempts || row.enabled !== 1 ? 'failed' : 'retry';
  await repo.recordAttempt(db, deliveryId, {
    status: outcome === 'retry' ? 'pending' : outcome === 'delivered' ? 'delivered' : 'failed',
    attempts,
    lastStatus: result.status,
    lastBody: result.body,
    lastError: result.error,
    lastAttemptAt: now.toISOString(),
    nextAttemptAt: outcome === 'retry' ? new Date(now.getTime() + retryBaseSeconds * 1000 * 2 ** (attempts - 1)).toISOString() : null,
  });
  return outcome;
}

/** Pending deliveries due and not in the queue (their process stopped): queued again; the singleton key skips the rest. */
export async function sweepWebhookDeliveries(ctx: AppContext): Promise<number> {
  const due = await repo.duePending(ctx.database.db, ctx.clock.now().toISOString(), 500);
  await queueWebhookDeliveries(ctx, { deliveryIds: due.map((d) => d.id) });
  return due.length;
}

/** Starts this process's webhook workers and the minutely sweep (with BACKGROUND_JOBS on). */
export async function startWebhookJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<{ deliveryId: number }>(WEBHOOK_DELIVERY_QUEUE, async ({ deliveryId }) => {
    const outcome = await attemptDelivery(ctx, deliveryId);
    if (outcome === 'retry') throw new Error(`webhook delivery ${deliveryId} failed; it is tried again`);
  });
  await ctx.jobs.work(WEBHOOK_SWEEP_QUEUE, async () => {
    await sweepWebhookDeliveries(ctx);
  });
  await ctx.jobs.schedule(WEBHOOK_SWEEP_QUEUE, '* * * * *');
}
