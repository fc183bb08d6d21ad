import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Mailer } from './mailer.ts';

export const MAIL_RETRY_QUEUE = 'mail.retry';

/**
 * The sweep that sends again what SMTP refused, every two minutes. On PostgreSQL pg-boss keeps one schedule for all
 * processes; each mail is taken by one sender at a time (claimMail), so overlapping sweeps never send it twice.
 */
export async function startMailJobs(ctx: { jobs: JobQueue; mailer: Mailer; log: FastifyBaseLogger }) {
  await ctx.jobs.work(MAIL_RETRY_QUEUE, async () => {
    const outcome = await ctx.mailer.retryDue();
    if (outcome.sent || outcome.failed) ctx.log.info({ outcome }, 'mail retry sweep');
  });
  await ctx.jobs.schedule(MAIL_RETRY_QUEUE, '*/2 * * * *');
}
