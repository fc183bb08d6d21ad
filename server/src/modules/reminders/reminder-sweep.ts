import type { AppContext } from '../../app-context.ts';
import { syncClock } from '../../jobs/shared-test-clock.ts';
import { onActionOverdue } from './action-overdue.ts';
import { addDays, daysUntil, isoWeek, REMIND_DAYS_BEFORE, utcDay } from './reminder-days.ts';
import { digestMail, escalationMail, reminderMail } from './reminder-mails.ts';
import * as repo from './reminder.repository.ts';

/**
 * The scheduled sweep (every 15 minutes, one at a time across processes): reminders to owners of actions due within
 * REMIND_DAYS_BEFORE days, escalations to the company's admins for overdue ones. Each mail is claimed by a unique key
 * (kind, action, due day) in the transaction that queues it, so two processes sweeping at once write it once; the
 * mails go out after commit. Returns how many of each this call wrote.
 */
export async function sweepReminders(ctx: AppContext) {
  await syncClock(ctx.clock);
  const db = ctx.database.db;
  const today = utcDay(ctx.clock.now());
  const publicUrl = ctx.config.publicUrl;
  const written = { reminder: 0, escalation: 0 };
  const outbox: number[] = [];

  for (const a of await repo.actionsToRemind(db, today, addDays(today, REMIND_DAYS_BEFORE))) {
    await db.transaction().execute(async (tx) => {
      const claimed = await repo.claimNotification(tx, {
        key: `reminder:${a.id}:${a.dueOn}`,
        kind: 'reminder',
        userId: a.ownerId,
        actionId: a.id,
      });
      if (claimed === undefined) return;
      const id = await ctx.mailer.queue(tx, reminderMail(publicUrl, a, daysUntil(today, a.dueOn)));
      await repo.setNotificationOutbox(tx, claimed, id);
      outbox.push(id);
      written.reminder += 1;
    });
  }

  for (const a of await repo.overdueActions(db, today)) {
    await db.transaction().execute(async (tx) => {
      // the action's claim: whoever writes it writes every escalation of this due day
      const claimed = await repo.claimNotification(tx, {
        key: `overdue:${a.id}:${a.dueOn}`,
        kind: 'overdue',
        userId: null,
        actionId: a.id,
      });
      if (claimed === undefined) return;
      for (const admin of await repo.companyAdmins(tx, a.companyId)) {
        const mine = await repo.claimNotification(tx, {
          key: `escalation:${a.id}:${a.dueOn}:${admin.id}`,
          kind: 'escalation',
          userId: admin.id,
          actionId: a.id,
        });
        if (mine === undefined) continue;
        const id = await ctx.mailer.queue(tx, escalationMail(publicUrl, a, admin));
        await repo.setNotificationOutbox(tx, mine, id);
        outbox.push(id);
        written.escalation += 1;
      }
      await onActionOverdue(ctx, tx, a);
    });
  }
  await ctx.mailer.deliver(outbox);
  return written;
}

/** The weekly digest: each owner of open actions (who has not turned it off) gets one list per ISO week. */
export async function sendDigests(ctx: AppContext) {
  await syncClock(ctx.clock);
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const today = utcDay(now);
  const week = isoWeek(now);
  const outbox: number[] = [];
  for (const person of await repo.digestReaders(db)) {
    await db.transaction().execute(async (tx) => {
      const claimed = await repo.claimNotification(tx, {
        key: `digest:${person.id}:${week}`,
        kind: 'digest',
        userId: person.id,
        actionId: null,
      });
      if (claimed === undefined) return;
      const actions = await repo.openActionsOwnedBy(tx, person.id);
      const id = await ctx.mailer.queue(tx, digestMail(ctx.config.publicUrl, person, today, actions));
      await repo.setNotificationOutbox(tx, claimed, id);
      outbox.push(id);
    });
  }
  await ctx.mailer.deliver(outbox);
  return { digest: outbox.length };
}
