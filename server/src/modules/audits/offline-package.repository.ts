import type { Executor } from '../../db/database.ts';

/** The actions raised in one audit on its questions, oldest first (the offline package shows them per question). */
export function actionsOfAudit(db: Executor, surveyId: number) {
  return (
    db
      .selectFrom('actionItems')
      // the owner, as the actions page shows it: an erased owner reads as unassigned
      .leftJoin('users as owner', (j) => j.onRef('owner.id', '=', 'actionItems.ownerId').on('owner.erasedAt', 'is', null))
      .select((eb) => [
        'actionItems.questionId',
        'actionItems.externalId',
        'actionItems.title',
        'actionItems.riskLevel',
        'actionItems.closedAt',
        'actionItems.dueOn',
        'owner.externalId as ownerExtId',
        eb.fn.coalesce('owner.fullName', 'owner.email').as('ownerName'),
      ])
      .where('actionItems.surveyId', '=', surveyId)
      .where('actionItems.questionId', 'is not', null)
      .orderBy('actionItems.createdAt')
      .orderBy('actionItems.id')
      .execute()
  );
}
