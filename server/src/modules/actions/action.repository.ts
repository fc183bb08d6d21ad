import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ActionItemsTable, Database } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { surveyVisibleTo } from '../access/index.ts';

export type ActionRow = Selectable<ActionItemsTable>;

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
  /** The caller sees every audit of the company (the access module's companyAccess says so). */
  companyWide: boolean;
  closed: boolean;
  year?: number | undefined;
  risk?: string | undefined;
  page: number;
  size: number;
}

/**
 * Audits of a company that have actions matching the filter, one page, newest first, with their action counts. The
 * page is found on the audits' (company, created) index, each audit probing its own actions; only the listed audits'
 * actions are counted, so a page costs the same however many actions the company has (issue 14). The total counts
 * audits on the actions' (company, closed, risk) index.
 */
export async function auditsWithActions(db: Executor, user: AuthUser, f: CompanyActionFilter) {
  const matching = (eb: ExpressionBuilder<Database, 'actionItems'>) =>
    eb.and([eb('actionItems.closedAt', f.closed ? 'is not' : 'is', null), ...(f.risk ? [eb('actionItems.riskLevel', '=', f.risk)] : [])]);
  let page = db
    .selectFrom('surveys')
    .innerJoin('farms', 'farms.id', 'surveys.farmId')
    .select([
      'surveys.id',
      'surveys.externalId as surveyExtId',
      'surveys.name as surveyName',
      'farms.name as farmName',
      'farms.externalId as farmExternalId',
      'farms.latitude',
      'farms.longitude',
      'surveys.scoredAt as surveyCompletedAt',
    ])
    .where('surveys.companyId', '=', f.companyId)
    .where((eb) =>
      eb.exists(eb.selectFrom('actionItems').select('actionItems.id').whereRef('actionItems.surveyId', '=', 'surveys.id').where(matching)),
    )
    .where(surveyVisibleTo(user));
  if (f.year) page = page.where('surveys.surveyYear', '=', f.year);
  const rows = await page
    .orderBy('surveys.createdAt', 'desc')
    .orderBy('surveys.id', 'desc')
    .limit(f.size)
    .offset((f.page - 1) * f.size)
    .execute();
  const counts = rows.length
    ? await db
        .selectFrom('actionItems')
        .select((eb) => ['actionItems.surveyId', eb.fn.countAll<number>().as('n')])
        .where(
          'actionItems.surveyId',
          'in',
          rows.map((r) => r.id),
        )
        .where(matching)
        .groupBy('actionItems.surveyId')
        .execute()
    : [];
  const countOf = new Map(counts.map((c) => [c.surveyId, Number(c.n)]));
  // The caller checked the company; a company-wide viewer sees every audit of it, so only a year filter or a
  // restricted member needs the audits themselves.
  const companyWide = f.companyWide;
  const count = await db
    .selectFrom('actionItems')
    .select((eb) => eb.fn.count<number>('actionItems.surveyId').distinct().as('n'))
    .where('actionItems.companyId', '=', f.companyId)
    .where(matching)
    .$if(Boolean(f.year) || !companyWide, (q) =>
      q.where('actionItems.surveyId', 'in', (eb) => {
        let audits = eb
          .selectFrom('surveys')
          .select('surveys.id')
          .where('surveys.companyId', '=', f.companyId)
          .where(surveyVisibleTo(user));
        if (f.year) audits = audits.where('surveys.surveyYear', '=', f.year);
        return audits;
      }),
    )
    .executeTakeFirstOrThrow();
  const items = rows.map(({ id, ...r }) => ({ ...r, itemCount: countOf.get(id) ?? 0 }));
  return [items, count] as const;
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
