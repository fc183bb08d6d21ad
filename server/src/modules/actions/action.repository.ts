import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ActionItemsTable, Database } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { auditVisibleTo } from '../access/index.ts';

/** An action with its owner's id and name (an erased owner reads as unassigned). */
export type ActionRow = Selectable<ActionItemsTable> & { ownerExtId: string | null; ownerName: string | null };

function actionsWithOwner(db: Executor) {
  return db
    .selectFrom('actionItems')
    .leftJoin('users as owner', (j) => j.onRef('owner.id', '=', 'actionItems.ownerId').on('owner.erasedAt', 'is', null))
    .selectAll('actionItems')
    .select((eb) => ['owner.externalId as ownerExtId', eb.fn.coalesce('owner.fullName', 'owner.email').as('ownerName')]);
}

export function actionsRaisedIn(db: Executor, surveyId: number, closed?: boolean): Promise<ActionRow[]> {
  let q = actionsWithOwner(db).where('actionItems.surveyId', '=', surveyId);
  if (closed === true) q = q.where('actionItems.closedAt', 'is not', null);
  if (closed === false) q = q.where('actionItems.closedAt', 'is', null);
  return q.orderBy('actionItems.createdAt').orderBy('actionItems.id').execute();
}

export function findActionWithAudit(db: Executor, externalId: string) {
  return db.selectFrom('actionItems').selectAll().where('externalId', '=', externalId).executeTakeFirst();
}

/** A member of the company by external id, or undefined (an owner must be one). */
export function companyMember(db: Executor, companyId: number, userExtId: string) {
  return db
    .selectFrom('users')
    .innerJoin('companyUsers', 'companyUsers.userId', 'users.id')
    .select(['users.id', 'users.email'])
    .where('users.externalId', '=', userExtId)
    .where('users.erasedAt', 'is', null)
    .where('companyUsers.companyId', '=', companyId)
    .executeTakeFirst();
}

export async function isCompanyMember(db: Executor, companyId: number, userId: number) {
  const row = await db
    .selectFrom('companyUsers')
    .select('userId')
    .where('companyId', '=', companyId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setActionDue(db: Executor, id: number, due: { ownerId: number | null; dueOn: string }) {
  const res = await db.updateTable('actionItems').set(due).where('id', '=', id).where('closedAt', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function companyDueDays(db: Executor, companyId: number) {
  const row = await db.selectFrom('companies').select('actionDueDays').where('id', '=', companyId).executeTakeFirstOrThrow();
  return row.actionDueDays;
}

export async function saveCompanyDueDays(db: Executor, companyId: number, json: string) {
  await db.updateTable('companies').set({ actionDueDays: json }).where('id', '=', companyId).execute();
}

export interface CompanyActionFilter {
  companyId: number;
  /** The caller sees every audit of the company (the access module's companyAccess says so). */
  companyWide: boolean;
  closed: boolean;
  year?: number | undefined;
  risk?: string | undefined;
  /** Only actions due before this day (overdue, or due soon: the day after the window). */
  dueBefore?: string | undefined;
  /** Only actions of this owner; null: unassigned ones. */
  ownerId?: number | null | undefined;
  /** due: audits whose matching actions fall due first, first. */
  sort: 'created' | 'due';
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
    eb.and([
      eb('actionItems.closedAt', f.closed ? 'is not' : 'is', null),
      ...(f.risk ? [eb('actionItems.riskLevel', '=', f.risk)] : []),
      ...(f.dueBefore ? [eb('actionItems.dueOn', '<', f.dueBefore)] : []),
      ...(f.ownerId === null ? [eb('actionItems.ownerId', 'is', null)] : []),
      ...(typeof f.ownerId === 'number' ? [eb('actionItems.ownerId', '=', f.ownerId)] : []),
    ]);
  const firstDue = (eb: ExpressionBuilder<Database, 'surveys'>) =>
    eb
      .selectFrom('actionItems')
      .select((a) => a.fn.min('actionItems.dueOn').as('d'))
      .whereRef('actionItems.surveyId', '=', 'surveys.id')
      .where(matching);
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
    .where(auditVisibleTo(user));
  if (f.year) page = page.where('surveys.surveyYear', '=', f.year);
  if (f.sort === 'due') page = page.orderBy((eb) => eb.fn.coalesce(firstDue(eb), eb.val('9999-12-31')), 'asc');
  const rows = await page
    .orderBy('surveys.createdAt', 'desc')
    .orderBy('surveys.id', 'desc')
    .limit(f.size)
    .offset((f.page - 1) * f.size)
    .execute();
  const counts = rows.length
    ? await db
        .selectFrom('actionItems')
        .select((eb) => ['actionItems.surveyId', eb.fn.countAll<number>().as('n'), eb.fn.min('actionItems.dueOn').as('nextDueOn')])
        .where(
          'actionItems.surveyId',
          'in',
          rows.map((r) => r.id),
        )
        .where(matching)
        .groupBy('actionItems.surveyId')
        .execute()
    : [];
  const countOf = new Map(counts.map((c) => [c.surveyId, c]));
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
        let audits = eb.selectFrom('surveys').select('surveys.id').where('surveys.companyId', '=', f.companyId).where(auditVisibleTo(user));
        if (f.year) audits = audits.where('surveys.surveyYear', '=', f.year);
        return audits;
      }),
    )
    .executeTakeFirstOrThrow();
  const items = rows.map(({ id, ...r }) => ({
    ...r,
    itemCount: Number(countOf.get(id)?.n ?? 0),
    nextDueOn: countOf.get(id)?.nextDueOn ?? null,
  }));
  return [items, count] as const;
}

export type NewAction = Omit<Insertable<ActionItemsTable>, 'id'>;

export async function insertAction(db: Executor, values: NewAction) {
  const { id } = await db.insertInto('actionItems').values(values).returning('id').executeTakeFirstOrThrow();
  return findActionById(db, id);
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

export function findActionById(db: Executor, id: number): Promise<ActionRow> {
  return actionsWithOwner(db).where('actionItems.id', '=', id).executeTakeFirstOrThrow();
}
