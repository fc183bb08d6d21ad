import type { Executor } from '../../db/database.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { surveyVisibleTo } from './survey-visibility.ts';

export interface SurveyListFilter {
  companyId?: number | undefined;
  farmExtId?: string | undefined;
  state?: string | undefined;
  startYear?: number | undefined;
  country?: string | undefined;
  stateProvince?: string | undefined;
  page: number;
  size: number;
}

/**
 * One page of visible audits, newest first (the caller groups them by company and farm). The order follows the
 * (company_id, created_at, id) index, so a page costs the same at hundreds of thousands of audits.
 */
export function listVisibleSurveys(db: Executor, user: AuthUser, f: SurveyListFilter) {
  let q = db
    .selectFrom('surveys')
    .innerJoin('farms', 'farms.id', 'surveys.farmId')
    .innerJoin('companies', 'companies.id', 'surveys.companyId')
    .selectAll('surveys')
    .select(['companies.externalId as companyExtId', 'companies.name as companyName', 'farms.externalId as farmExtId'])
    .where(surveyVisibleTo(user));
  if (f.companyId !== undefined) q = q.where('surveys.companyId', '=', f.companyId);
  if (f.farmExtId) q = q.where('farms.externalId', '=', f.farmExtId);
  if (f.state) q = q.where('surveys.state', '=', f.state);
  if (f.startYear) q = q.where('surveys.surveyYear', '>=', f.startYear);
  if (f.country) q = q.where('farms.country', '=', f.country);
  if (f.stateProvince) q = q.where('farms.stateProvince', '=', f.stateProvince);
  return q
    .orderBy('surveys.createdAt', 'desc')
    .orderBy('surveys.id', 'desc')
    .limit(f.size)
    .offset((f.page - 1) * f.size)
    .execute();
}

export function findVisibleSurvey(db: Executor, user: AuthUser, externalId: string) {
  return db.selectFrom('surveys').selectAll('surveys').where('surveys.externalId', '=', externalId).where(surveyVisibleTo(user)).executeTakeFirst();
}

export async function sectionScoresFor(db: Executor, surveyIds: number[]) {
  const map = new Map<number, { name: string; normScore: number | null; risk: string; sectionId: number }[]>();
  if (surveyIds.length === 0) return map;
  const rows = await db
    .selectFrom('surveySectionScores')
    .select(['surveyId', 'sectionId', 'name', 'normScore', 'risk'])
    .where('surveyId', 'in', surveyIds)
    .orderBy('surveyId')
    .orderBy('ordinal')
    .execute();
  for (const r of rows) map.set(r.surveyId, [...(map.get(r.surveyId) ?? []), { sectionId: r.sectionId, name: r.name, normScore: r.normScore, risk: r.risk }]);
  return map;
}

/** Distinct audit years among visible audits, newest first (the audit's year, set at launch). */
export async function visibleSurveyYears(db: Executor, user: AuthUser, companyId?: number) {
  let q = db.selectFrom('surveys').select('surveys.surveyYear').distinct().where(surveyVisibleTo(user));
  if (companyId !== undefined) q = q.where('surveys.companyId', '=', companyId);
  const rows = await q.orderBy('surveys.surveyYear', 'desc').execute();
  return rows.map((r) => r.surveyYear);
}
