import { sql } from 'kysely';
import { capabilities } from '@aquarisk/contract/capabilities';
import type { DB, Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

/** What a reminder, an escalation or a digest line says about an action. */
export interface DueAction {
  id: number;
  externalId: string;
  title: string;
  riskLevel: string;
  dueOn: string;
  companyId: number;
  surveyExtId: string;
  farmName: string;
  farmExtId: string;
  ownerId: number | null;
  ownerEmail: string | null;
  ownerName: string | null;
}

const notSent = (prefix: string) =>
  sql<boolean>`not exists (select 1 from sent_notifications sn where sn.notification_key = ${sql.lit(prefix)} || cast(action_items.id as varchar(20)) || ':' || action_items.due_on)`;

function openDueActions(db: Executor) {
  return db
    .selectFrom('actionItems')
    .innerJoin('surveys', 'surveys.id', 'actionItems.surveyId')
    .innerJoin('farms', 'farms.id', 'surveys.farmId')
    .leftJoin('users as owner', (j) => j.onRef('owner.id', '=', 'actionItems.ownerId').on('owner.erasedAt', 'is', null))
    .select([
      'actionItems.id',
      'actionItems.externalId',
      'actionItems.title',
      'actionItems.riskLevel',
      'actionItems.companyId',
      'surveys.externalId as surveyExtId',
      'farms.name as farmName',
      'farms.externalId as farmExtId',
      'actionItems.ownerId',
      'owner.email as ownerEmail',
      'owner.fullName as ownerName',
    ])
    .select((eb) => eb.fn.coalesce('actionItems.dueOn', sql<string>`''`).as('dueOn'))
    .where('actionItems.closedAt', 'is', null)
    .where('actionItems.dueOn', 'is not', null);
}

/** Open actions with an owner due from `from` to `to` (days, inclusive) whose reminder for that due day is not written. */
export function actionsToRemind(db: Executor, from: string, to: string): Promise<DueAction[]> {
  return openDueActions(db)
    .where('actionItems.dueOn', '>=', from)
    .where('actionItems.dueOn', '<=', to)
    .where('owner.id', 'is not', null)
    .where(notSent('reminder:'))
    .orderBy('actionItems.id')
    .execute();
}

/** Open actions due before `today` whose escalation for that due day is not written. */
export function overdueActions(db: Executor, today: string): Promise<DueAction[]> {
  return openDueActions(db).where('actionItems.dueOn', '<', today).where(notSent('overdue:')).orderBy('actionItems.id').execute();
}

/** A person's open actions with a due day, soonest first (the digest). */
export function openActionsOwnedBy(db: Executor, ownerId: number): Promise<DueAction[]> {
  return openDueActions(db).where('actionItems.ownerId', '=', ownerId).orderBy('actionItems.dueOn').orderBy('actionItems.id').execute();
}

/** People who own open actions with a due day and want the digest. */
export function digestReaders(db: Executor) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.email', 'users.fullName'])
    .where('users.erasedAt', 'is', null)
    .where('users.digestOptOut', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('actionItems')
          .select('actionItems.id')
          .whereRef('actionItems.ownerId', '=', 'users.id')
          .where('actionItems.closedAt', 'is', null)
          .where('actionItems.dueOn', 'is not', null),
      ),
    )
    .orderBy('users.id')
    .execute();
}

/** The company's admins (those who manage its users: the capability table), who are told of overdue actions. */
export function companyAdmins(db: Executor, companyId: number) {
  return db
    .selectFrom('users')
    .innerJoin('companyUsers', 'companyUsers.userId', 'users.id')
    .select(['users.id', 'users.email', 'users.fullName'])
    .where('companyUsers.companyId', '=', companyId)
    .where('users.erasedAt', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRoles')
          .select('userRoles.userId')
          .whereRef('userRoles.userId', '=', 'users.id')
          .where('userRoles.role', 'in', [...capabilities.manageUsers]),
      ),
    )
    .orderBy('users.id')
    .execute();
}

/**
 * Claims a notification by its key: true when this call wrote the row, false when any process wrote it before. Run
 * inside the transaction that queues the mail, so the mail and its row commit together or not at all.
 */
export async function claimNotification(
  tx: Executor,
  n: { key: string; kind: string; userId: number | null; actionId: number | null; outboxId?: number | null },
) {
  const row = await tx
    .insertInto('sentNotifications')
    .values({
      notificationKey: n.key,
      kind: n.kind,
      userId: n.userId,
      actionId: n.actionId,
      outboxId: n.outboxId ?? null,
      createdAt: nowIso(),
    })
    .onConflict((oc) => oc.column('notificationKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function setNotificationOutbox(tx: Executor, id: number, outboxId: number) {
  await tx.updateTable('sentNotifications').set({ outboxId }).where('id', '=', id).execute();
}

export async function digestOptOutOf(db: DB, userId: number) {
  const row = await db.selectFrom('users').select('digestOptOut').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.digestOptOut === 1;
}

export async function setDigestOptOut(db: DB, userId: number, optOut: boolean) {
  await db
    .updateTable('users')
    .set({ digestOptOut: optOut ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
