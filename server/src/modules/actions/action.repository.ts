import type { Insertable, Selectable } from 'kysely';
import type { Action } from '@aquarisk/contract/schemas/action.schema';
import type { ActionRiskLevel } from '@aquarisk/contract/risk';
import type { Executor } from '../../db/database.ts';
import type { ActionItemsTable } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { surveyVisibleTo } from '../access/access-scope.repository.ts';

export type ActionRow = Selectable<ActionItemsTable>;

export function toAction(r: ActionRow): Action {
  return {
    externalId: r.externalId,
    title: r.title,
    description: r.description,
    riskLevel: r.riskLevel as ActionRiskLevel,
    createdByName: r.createdByName,
    createdAt: r.createdAt,
    closedAt: r.closedAt,
    closedByName: r.closedByName,
    closedDescription: r.closedDescription,
    sectionId: r.sectionId,
    stepId: r.stepId,
    questionId: r.questionId,
  };
}

export function actionsOfSurvey(db: Executor, surveyId: number, closed?: boolean) {
  let q = db.selectFrom('actionItems').selectAll().where('surveyId', '=', surveyId);
  if (closed === true) q = q.where('closedAt', 'is not', null);
  if (closed === false) q = q.where('closedAt', 'is', null);
  return q.orderBy('createdAt').orderBy('id').execute();
}

export function findActionWithSurvey(db: Executor, externalId: string) {
  return db.selectFrom('actionItems').selectAll().where('externalId', '=', externalId).executeTakeFirst();
}

export interface CompanyActionFilter {
  companyId: number;
  closed: boolean;
  year?: number | undefined;
  risk?: string | undefined;
  page: number;
  size: number;
}

/** Audits of a company that have actions matching the filter, one page, with their action counts. */
export function auditsWithActions(db: Executor, user: AuthUser, f: CompanyActionFilter) {
  const base = db
    .selectFrom('actionItems')
    .innerJoin('surveys', 'surveys.id', 'actionItems.surveyId')
    .innerJoin('farms', 'farms.id', 'surveys.farmId')
    .where('actionItems.companyId', '=', f.companyId)
    .where('actionItems.closedAt', f.closed ? 'is not' : 'is', null)
    .where(surveyVisibleTo(user));
  const filtered = (f.year ? base.where('surveys.surveyYear', '=', f.year) : base).$if(Boolean(f.risk), (q) =>
    q.where('actionItems.riskLevel', '=', f.risk!),
  );
  const items = filtered
    .select((eb) => [
      'surveys.externalId as surveyExtId',
      'surveys.name as surveyName',
      'farms.name as farmName',
      'farms.externalId as farmExternalId',
      'farms.latitude',
      'farms.longitude',
      'surveys.scoredAt as surveyCompletedAt',
      eb.fn.countAll<number>().as('itemCount'),
    ])
    .groupBy([
      'surveys.id',
      'surveys.externalId',
      'surveys.name',
      'farms.name',
      'farms.externalId',
      'farms.latitude',
      'farms.longitude',
      'surveys.scoredAt',
      'surveys.createdAt',
    ])
    .orderBy('surveys.createdAt', 'desc')
    .orderBy('surveys.id', 'desc')
    .limit(f.size)
    .offset((f.page - 1) * f.size)
    .execute();
  const count = filtered.select((eb) => eb.fn.count<number>('surveys.id').distinct().as('n')).executeTakeFirstOrThrow();
  return Promise.all([items, count]);
}

/** The actions raised on one question of an audit, oldest first (the question screen's list). */
export function actionsOfQuestion(db: Executor, surveyId: number, questionId: number) {
  return db
    .selectFrom('actionItems')
    .select(['externalId', 'title', 'riskLevel', 'closedAt'])
    .where('surveyId', '=', surveyId)
    .where('questionId', '=', questionId)
    .orderBy('createdAt')
    .execute();
}

export type NewAction = Omit<Insertable<ActionItemsTable>, 'id'>;

export function insertAction(db: Executor, values: NewAction) {
  return db.insertInto('actionItems').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Closes an open action; false when it was closed meanwhile. */
export async function closeAction(
  db: Executor,
  id: number,
  close: { closedAt: string; closedBy: number; closedByName: string; closedDescription: string },
) {
  const res = await db.updateTable('actionItems').set(close).where('id', '=', id).where('closedAt', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function findActionById(db: Executor, id: number) {
  return db.selectFrom('actionItems').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
