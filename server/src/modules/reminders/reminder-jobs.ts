import type { AppContext } from '../../app-context.ts';
import { sendDigests, sweepReminders } from './reminder-sweep.ts';

export const REMINDER_QUEUES = { sweep: 'reminders.sweep', digest: 'reminders.digest' } as const;

/**
 * Scheduled mail about actions: the reminder sweep every 15 minutes, the digest on Mondays at 07:00 UTC. On
 * PostgreSQL pg-boss keeps one schedule for all processes and its singleton key one sweep at a time; the sent
 * notifications' unique keys make each mail once even if two sweeps overlap.
 */
export async function startReminderJobs(ctx: AppContext) {
  await ctx.jobs.work(REMINDER_QUEUES.sweep, async () => {
    const written = await sweepReminders(ctx);
    if (written.reminder || written.escalation) ctx.log.info({ written }, 'action reminders written');
  });
  await ctx.jobs.work(REMINDER_QUEUES.digest, async () => {
    const written = await sendDigests(ctx);
    if (written.digest) ctx.log.info({ written }, 'action digests written');
  });
  await ctx.jobs.schedule(REMINDER_QUEUES.sweep, '*/15 * * * *');
  await ctx.jobs.schedule(REMINDER_QUEUES.digest, '0 7 * * 1');
}
