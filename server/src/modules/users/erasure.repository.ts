import type { Executor } from '../../db/database.ts';
import { mentionsText } from '../../db/text-search.ts';

/**
 * The writes of an erasure (issue 24 part 4), all in the caller's transaction. The account row stays as a tombstone
 * (answers, actions, uploads and the log refer to it by id); everything that lets it act or names it goes.
 */
export async function tombstoneUser(db: Executor, userId: number, tombstone: { email: string; name: string }, at: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      email: tombstone.email,
      username: tombstone.email,
      fullName: tombstone.name,
      phone: null,
      passwordHash: null,
      erasedAt: at,
      updatedAt: at,
      sessionVersion: eb('sessionVersion', '+', 1),
      authVersion: eb('authVersion', '+', 1),
    }))
    .where('id', '=', userId)
    .execute();
}

/** Sign-in and access: roles, memberships, farm and audit assignments, cursors, refresh, reset and API tokens. */
export async function removeAccess(db: Executor, userId: number) {
  for (const table of [
    'userRoles',
    'companyUsers',
    'farmUsers',
    'surveyUsers',
    'surveyCursors',
    'refreshTokens',
    'resetTokens',
    'apiTokens',
  ] as const)
    await db.deleteFrom(table).where('userId', '=', userId).execute();
}

/** Rows kept only for the person, keyed by their e-mails: failed sign-in counts, mail to them, their contact requests. */
export async function deleteByEmail(db: Executor, emails: string[]) {
  await db.deleteFrom('signInFailures').where('account', 'in', emails).execute();
  await db.deleteFrom('outbox').where('toAddress', 'in', emails).execute();
  await db
    .deleteFrom('contactRequests')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .execute();
}

/** Who launched, changed or scored an audit and who wrote a template are kept as e-mails: the tombstone's now. */
export async function replaceRecordedEmails(db: Executor, emails: string[], tombstoneEmail: string) {
  for (const column of ['createdBy', 'updatedBy', 'scoredBy'] as const)
    await db
      .updateTable('surveys')
      .set({ [column]: tombstoneEmail })
      .where(column, 'in', emails)
      .execute();
  for (const column of ['createdBy', 'updatedBy'] as const)
    await db
      .updateTable('templates')
      .set({ [column]: tombstoneEmail })
      .where(column, 'in', emails)
      .execute();
}

/** Names copied beside a user id (actions, media) by id; environmental uploads keep a name or e-mail only. */
export async function replaceCopiedNames(db: Executor, userId: number, labels: string[], name: string) {
  await db.updateTable('actionItems').set({ createdByName: name }).where('createdBy', '=', userId).execute();
  await db.updateTable('actionItems').set({ closedByName: name }).where('closedBy', '=', userId).execute();
  await db.updateTable('media').set({ createdByName: name }).where('createdBy', '=', userId).execute();
  await db.updateTable('environmentUploads').set({ uploadedByName: name }).where('uploadedByName', 'in', labels).execute();
}

export function updateLogEntry(
  db: Executor,
  id: number,
  values: { actorEmail: string | null; targetName: string | null; updatedFieldsJson: string },
) {
  return db.updateTable('activityLog').set(values).where('id', '=', id).execute();
}

/** Mails to others that name the person (who added whom), a batch after `afterId`. */
export function mailNaming(db: Executor, needles: string[], afterId: number, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'subject', 'body'])
    .where('id', '>', afterId)
    .where((eb) => eb.or(needles.flatMap((n) => [mentionsText('subject', n), mentionsText('body', n)])))
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function updateMail(db: Executor, id: number, values: { subject: string; body: string }) {
  return db.updateTable('outbox').set(values).where('id', '=', id).execute();
}
