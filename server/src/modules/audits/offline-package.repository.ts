import type { Executor } from '../../db/database.ts';

/** The actions raised in one audit on its questions, oldest first (the offline package shows them per question). */
export function actionsOfAudit(db: Executor, surveyId: number) {
  return db
    .selectFrom('actionItems')
    .select(['questionId', 'externalId', 'title', 'riskLevel', 'closedAt'])
    .where('surveyId', '=', surveyId)
    .where('questionId', 'is not', null)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
