import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Stores a mail to send at `now`; the retry sweep may take it from `retryFrom` on. Returns its outbox id. */
export async function queueMail(db: Executor, m: { to: string; subject: string; body: string }, now: Date, retryFrom: Date) {
  const row = await db
    .insertInto('outbox')
    .values({
      toAddress: m.to,
      subject: m.subject,
      body: m.body,
      createdAt: now.toISOString(),
      sentAt: null,
      nextAttemptAt: retryFrom.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes one unsent mail for a send: counts the attempt and moves its next attempt to `next`, so no other sender
 * (another process's sweep, the delivery after commit) takes it meanwhile. `first`: the delivery right after commit,
 * which may take only a mail never tried; else the sweep's, which may take only a mail whose time has come. Returns
 * the mail, or undefined when it was sent, taken or is not due.
 */
export function claimMail(db: Executor, id: number, opts: { first: boolean; now: Date; next: Date; maxAttempts: number }) {
  return db
    .updateTable('outbox')
    .set({ attempts: sql`attempts + 1`, nextAttemptAt: opts.next.toISOString() })
    .where('id', '=', id)
    .where('sentAt', 'is', null)
    .where('attempts', '<', opts.maxAttempts)
    .where((eb) => (opts.first ? eb('attempts', '=', 0) : eb('nextAttemptAt', '<=', opts.now.toISOString())))
    .returning(['id', 'toAddress', 'subject', 'body', 'attempts'])
    .executeTakeFirst();
}

/** Unsent mails the sweep may try now: due, not given up on, and written after `since`. Oldest first. */
export async function dueMailIds(db: Executor, now: Date, since: Date, maxAttempts: number, limit: number) {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', '<=', now.toISOString())
    .where('attempts', '<', maxAttempts)
    .where('createdAt', '>=', since.toISOString())
    .orderBy('nextAttemptAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The listed mails not sent yet (kept in the outbox when no SMTP server is configured). */
export function pendingMails(db: Executor, ids: number[]) {
  return db.selectFrom('outbox').selectAll().where('id', 'in', ids).where('sentAt', 'is', null).execute();
}

/** The newest `last` unsent mails (to one address when given), newest first: `npm run outbox`. */
export function unsentMails(db: Executor, last: number, to?: string) {
  let q = db.selectFrom('outbox').select(['toAddress', 'subject', 'body', 'createdAt']).where('sentAt', 'is', null);
  if (to) q = q.where('toAddress', '=', to);
  return q.orderBy('id', 'desc').limit(last).execute();
}

export async function markMailSent(db: Executor, id: number, now: Date) {
  await db.updateTable('outbox').set({ sentAt: now.toISOString(), lastError: null }).where('id', '=', id).execute();
}

/** A refused attempt: the server's answer, and when the sweep may try again. */
export async function markMailFailed(db: Executor, id: number, error: string, next: Date) {
  await db
    .updateTable('outbox')
    .set({ lastError: error.slice(0, 500), nextAttemptAt: next.toISOString() })
    .where('id', '=', id)
    .execute();
}
