import type { Executor } from '../../db/database.ts';

/** The users assigned to an audit, by name then e-mail. */
export function auditUsers(db: Executor, surveyId: number) {
  return db
    .selectFrom('surveyUsers')
    .innerJoin('users', 'users.id', 'surveyUsers.userId')
    .selectAll('users')
    .where('surveyUsers.surveyId', '=', surveyId)
    .orderBy('users.fullName')
    .orderBy('users.email')
    .execute();
}

export async function isAuditUser(db: Executor, surveyId: number, userId: number) {
  return Boolean(
    await db.selectFrom('surveyUsers').select('userId').where('surveyId', '=', surveyId).where('userId', '=', userId).executeTakeFirst(),
  );
}

export async function addAuditUsers(db: Executor, surveyId: number, userIds: number[], at: string) {
  if (userIds.length)
    await db
      .insertInto('surveyUsers')
      .values(userIds.map((userId) => ({ surveyId, userId, createdAt: at })))
      .execute();
}

/** Removes one assignment; false when there was none. */
export async function removeAuditUser(db: Executor, surveyId: number, userId: number) {
  const res = await db.deleteFrom('surveyUsers').where('surveyId', '=', surveyId).where('userId', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
