import type { FastifyInstance } from 'fastify';
import { reminderEndpoints, testClockEndpoint } from '@aquarisk/contract/endpoints/reminder.endpoints';
import type { AppContext } from '../../app-context.ts';
import { isSharedTestClock } from '../../jobs/shared-test-clock.ts';
import { route } from '../../lib/endpoint-route.ts';
import { sendDigests, sweepReminders } from './reminder-sweep.ts';
import { digestOptOutOf, setDigestOptOut } from './reminder.repository.ts';

/** The signed-in person's digest opt-out (server-enforced: the digest query skips them). */
export async function reminderRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, reminderEndpoints.notificationSettings, async (request) => ({
    digestOptOut: await digestOptOutOf(ctx.database.db, request.user.id),
  }));
  route(app, reminderEndpoints.saveNotificationSettings, async (request) => {
    await setDigestOptOut(ctx.database.db, request.user.id, request.body.digestOptOut);
    return { digestOptOut: request.body.digestOptOut };
  });
}

/** Test only (TEST_CLOCK=true): moves every process's clock and runs the named scheduled work (reminders, digest,
 * the mail retry sweep) in this request. */
export async function testClockRoutes(app: FastifyInstance, ctx: AppContext) {
  const clock = ctx.clock;
  if (!ctx.config.jobs.testClock || !isSharedTestClock(clock)) return;
  route(app, testClockEndpoint, async (request) => {
    await clock.set(new Date(request.body.now));
    const written = { reminder: 0, escalation: 0, digest: 0 };
    if (request.body.run.includes('reminders')) Object.assign(written, await sweepReminders(ctx));
    if (request.body.run.includes('digest')) Object.assign(written, await sendDigests(ctx));
    const mail = request.body.run.includes('mail') ? await ctx.mailer.retryDue() : { sent: 0, failed: 0 };
    return { now: clock.now().toISOString(), written, mail };
  });
}
