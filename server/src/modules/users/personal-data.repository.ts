import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { mentionsText } from '../../db/text-search.ts';

/**
 * What the product holds on one person, table by table (issue 24 part 4): the export reads it, the erasure finds what
 * to anonymise with the same queries.
 */
export function membershipsOf(db: Executor, userId: number) {
  return db
    .selectFrom('companyUsers')
    .innerJoin('companies', 'companies.id', 'companyUsers.companyId')
    .select(['companies.externalId', 'companies.name', 'companyUsers.createdAt as memberSince'])
    .where('companyUsers.userId', '=', userId)
    .orderBy('companies.name')
    .execute();
}

export function farmAssignmentsOf(db: Executor, userId: number) {
  return db
    .selectFrom('farmUsers')
    .innerJoin('farms', 'farms.id', 'farmUsers.farmId')
    .innerJoin('companies', 'companies.id', 'farms.companyId')
    .select(['farms.externalId', 'farms.name', 'companies.name as companyName', 'farmUsers.createdAt as assignedAt'])
    .where('farmUsers.userId', '=', userId)
    .orderBy('farms.name')
    .execute();
}

export function auditAssignmentsOf(db: Executor, userId: number) {
  return db
    .selectFrom('surveyUsers')
    .innerJoin('surveys', 'surveys.id', 'surveyUsers.surveyId')
    .innerJoin('farms', 'farms.id', 'surveys.farmId')
    .innerJoin('companies', 'companies.id', 'surveys.companyId')
    .select([
      'surveys.externalId',
      'surveys.name',
      'farms.name as farmName',
      'companies.name as companyName',
      'surveyUsers.createdAt as assignedAt',
    ])
    .where('surveyUsers.userId', '=', userId)
    .orderBy('surveyUsers.createdAt')
    .execute();
}

/** Audits whose createdBy, updatedBy or scoredBy holds one of these e-mails. */
export function auditsRecordedBy(db: Executor, emails: string[]) {
  return db
    .selectFrom('surveys')
    .select(['externalId', 'name', 'createdBy', 'updatedBy', 'scoredBy'])
    .where((eb) => eb.or([eb('createdBy', 'in', emails), eb('updatedBy', 'in', emails), eb('scoredBy', 'in', emails)]))
    .orderBy('createdAt')
    .execute();
}

export function answersBy(db: Executor, userId: number) {
  return db
    .selectFrom('surveyAnswers')
    .innerJoin('surveys', 'surveys.id', 'surveyAnswers.surveyId')
    .select([
      'surveys.externalId as auditExtId',
      'surveys.name as auditName',
      'surveyAnswers.questionId',
      'surveyAnswers.answerStr',
      'surveyAnswers.answeredAt',
    ])
    .where('surveyAnswers.answeredBy', '=', userId)
    .orderBy('surveyAnswers.answeredAt')
    .execute();
}

export function actionsOf(db: Executor, userId: number) {
  return db
    .selectFrom('actionItems')
    .innerJoin('surveys', 'surveys.id', 'actionItems.surveyId')
    .selectAll('actionItems')
    .select('surveys.externalId as auditExtId')
    .where((eb) => eb.or([eb('actionItems.createdBy', '=', userId), eb('actionItems.closedBy', '=', userId)]))
    .orderBy('actionItems.createdAt')
    .execute();
}

export function uploadsBy(db: Executor, userId: number) {
  return db
    .selectFrom('media')
    .innerJoin('surveys', 'surveys.id', 'media.surveyId')
    .select([
      'media.externalId',
      'surveys.externalId as auditExtId',
      'media.category',
      'media.name',
      'media.contentType',
      'media.size',
      'media.createdAt',
    ])
    .where('media.createdBy', '=', userId)
    .orderBy('media.createdAt')
    .execute();
}

/** Environmental uploads keep the uploader's name or e-mail as text only (no user id). */
export function environmentUploadsBy(db: Executor, labels: string[]) {
  return db
    .selectFrom('environmentUploads')
    .innerJoin('surveys', 'surveys.id', 'environmentUploads.surveyId')
    .select(['surveys.externalId as auditExtId', 'environmentUploads.fileName', 'environmentUploads.rows', 'environmentUploads.uploadedAt'])
    .where('environmentUploads.uploadedByName', 'in', labels)
    .execute();
}

export function templatesBy(db: Executor, emails: string[]) {
  return db
    .selectFrom('templates')
    .select(['externalId', 'name', 'createdBy', 'updatedBy'])
    .where((eb) => eb.or([eb('createdBy', 'in', emails), eb('updatedBy', 'in', emails)]))
    .orderBy('name')
    .execute();
}

/** Refresh tokens still usable: the sessions a person has open. */
export async function sessionsOf(db: Executor, userId: number) {
  const row = await db
    .selectFrom('refreshTokens')
    .select((eb) => [eb.fn.countAll<number>().as('open'), eb.fn.max('createdAt').as('last')])
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', nowIso())
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), last: (row.last as string | null) ?? null };
}

export function mailTo(db: Executor, emails: string[]) {
  return db.selectFrom('outbox').select(['subject', 'createdAt', 'sentAt']).where('toAddress', 'in', emails).orderBy('createdAt').execute();
}

export function contactRequestsFrom(db: Executor, emails: string[]) {
  return db
    .selectFrom('contactRequests')
    .select(['name', 'email', 'comment', 'createdAt'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .orderBy('createdAt')
    .execute();
}

/** Log entries about an account (its profile changes record every e-mail and name it had). */
export function entriesAboutAccount(db: Executor, externalId: string) {
  return db
    .selectFrom('activityLog')
    .select(['targetName', 'updatedFieldsJson'])
    .where('targetExtId', '=', externalId)
    .where('target', 'in', ['USER', 'COMPANY_USER'])
    .execute();
}

const logColumns = [
  'id',
  'actorUserId',
  'actorEmail',
  'method',
  'target',
  'targetName',
  'targetExtId',
  'companyName',
  'createdAt',
  'updatedFieldsJson',
] as const;

/**
 * Log entries that name the person, in id order, a batch after `afterId`: made by them, about their account, or
 * with one of their identifiers in the target's name or the changes (lower-case match; the caller scrubs exactly).
 */
export function entriesNaming(db: Executor, who: { id: number; externalId: string; needles: string[] }, afterId: number, limit: number) {
  return db
    .selectFrom('activityLog')
    .select(logColumns)
    .where('id', '>', afterId)
    .where((eb) =>
      eb.or([
        eb('actorUserId', '=', who.id),
        eb('targetExtId', '=', who.externalId),
        ...who.needles.flatMap((n) => [mentionsText('actorEmail', n), mentionsText('targetName', n), mentionsText('updatedFieldsJson', n)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type NamingEntry = Awaited<ReturnType<typeof entriesNaming>>[number];
