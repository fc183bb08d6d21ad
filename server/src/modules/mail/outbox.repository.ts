import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

/** Stores a mail to send; returns its outbox id. */
export async function queueMail(db: Executor, m: { to: string; subject: string; body: string }) {
  const row = await db
    .insertInto('outbox')
    .values({ toAddress: m.to, subject: m.subject, body: m.body, createdAt: nowIso(), sentAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The listed mails not sent yet. */
export function pendingMails(db: Executor, ids: number[]) {
  return db.selectFrom('outbox').selectAll().where('id', 'in', ids).where('sentAt', 'is', null).execute();
}

export async function markMailSent(db: Executor, id: number) {
  await db.updateTable('outbox').set({ sentAt: nowIso() }).where('id', '=', id).execute();
}
