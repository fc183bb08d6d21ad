import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { SurveysTable } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { capsOf, type SectionScore } from './audit.mapper.ts';
import { auditVisibleTo } from '../access/index.ts';

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

/** The columns a list row needs: everything but the template snapshot and the full results (tens of kB each). */
const LIST_COLUMNS = [
  'surveys.id',
  'surveys.externalId',
  'surveys.companyId',
  'surveys.farmId',
  'surveys.name',
  'surveys.description',
  'surveys.surveyYear',
  'surveys.state',
  'surveys.closed',
  'surveys.normScore',
  'surveys.risk',
  'surveys.scoreRisk',
  'surveys.capsJson',
  'surveys.createdAt',
  'surveys.createdBy',
  'surveys.updatedAt',
  'surveys.updatedBy',
  'surveys.templateName',
  'surveys.isComplete',
  'surveys.openQuestions',
  'surveys.carriedLeft',
  'surveys.scoredAt',
  'surveys.scoredBy',
  'surveys.surveyDate',
  'surveys.modelVersion',
] as const;

/** The visible audits the list's filters keep (no page, no columns): shared by the page and its farms' counts. */
function filteredSurveys(db: Executor, user: AuthUser, f: Omit<SurveyListFilter, 'page' | 'size'>) {
  let q = db.selectFrom('surveys').innerJoin('farms', 'farms.id', 'surveys.farmId').where(auditVisibleTo(user));
  if (f.companyId !== undefined) q = q.where('surveys.companyId', '=', f.companyId);
  if (f.farmExtId) q = q.where('farms.externalId', '=', f.farmExtId);
  if (f.state) q = q.where('surveys.state', '=', f.state);
  if (f.startYear) q = q.where('surveys.surveyYear', '>=', f.startYear);
  // the audit's copy of its farm's place: one index filters and orders a page (migration 042)
  if (f.country) q = q.where('surveys.farmCountry', '=', f.country);
  if (f.stateProvince) q = q.where('surveys.farmStateProvince', '=', f.stateProvince);
  return q;
}

/**
 * One page of visible audits, newest first (the caller groups them by company and farm). The order follows the
 * (company_id, created_at, id) index, so a page costs the same at hundreds of thousands of audits.
 */
export function listVisibleAudits(db: Executor, user: AuthUser, f: SurveyListFilter) {
  return filteredSurveys(db, user, f)
    .innerJoin('companies', 'companies.id', 'surveys.companyId')
    .select(LIST_COLUMNS)
    .select(['companies.externalId as companyExtId', 'companies.name as companyName', 'farms.externalId as farmExtId'])
    .select(['farms.name as farmName', 'farms.country as farmCountry', 'farms.stateProvince as farmStateProvince'])
    .select('farms.nextAuditDue as farmNextAuditDue')
    .orderBy('surveys.createdAt', 'desc')
    .orderBy('surveys.id', 'desc')
    .limit(f.size)
    .offset((f.page - 1) * f.size)
    .execute();
}

/**
 * How many visible audits each of these farms has under the same filters, on every page (issue 37 item 14: a farm
 * card counts the farm's audits, not the page's). One grouped query over the farm index, whatever the page holds.
 */
export async function countAuditsByFarm(
  db: Executor,
  user: AuthUser,
  f: Omit<SurveyListFilter, 'page' | 'size'>,
  farmIds: readonly number[],
): Promise<Map<number, number>> {
  if (farmIds.length === 0) return new Map();
  const rows = await filteredSurveys(db, user, f)
    .where('surveys.farmId', 'in', farmIds)
    .select((eb) => ['surveys.farmId', eb.fn.countAll<number | string>().as('n')])
    .groupBy('surveys.farmId')
    .execute();
  return new Map(rows.map((r) => [r.farmId, Number(r.n)]));
}

export async function sectionScoresFor(db: Executor, surveyIds: number[]) {
  const map = new Map<number, SectionScore[]>();
  if (surveyIds.length === 0) return map;
  const rows = await db
    .selectFrom('surveySectionScores')
    .select(['surveyId', 'sectionId', 'name', 'normScore', 'risk', 'scoreRisk', 'capsJson'])
    .where('surveyId', 'in', surveyIds)
    .orderBy('surveyId')
    .orderBy('ordinal')
    .execute();
  for (const r of rows) {
    const section = {
      sectionId: r.sectionId,
      name: r.name,
      normScore: r.normScore,
      risk: r.risk,
      scoreRisk: r.scoreRisk ?? r.risk,
      caps: capsOf(r.capsJson),
    };
    map.set(r.surveyId, [...(map.get(r.surveyId) ?? []), section]);
  }
  return map;
}

/** Distinct audit years among visible audits, newest first (the audit's year, set at launch). */
export async function visibleAuditYears(db: Executor, user: AuthUser, companyId?: number) {
  let q = db.selectFrom('surveys').select('surveys.surveyYear').distinct().where(auditVisibleTo(user));
  if (companyId !== undefined) q = q.where('surveys.companyId', '=', companyId);
  const rows = await q.orderBy('surveys.surveyYear', 'desc').execute();
  return rows.map((r) => r.surveyYear);
}

export type NewSurvey = Omit<Insertable<SurveysTable>, 'id' | 'stepRiskCounts' | 'scoreRisk' | 'capsJson'>;

/** Inserts a launched audit; returns its id. Launching meets no schedule (issue 37 item 14): scoring moves the due date. */
export async function insertAudit(db: Executor, values: NewSurvey) {
  return db.insertInto('surveys').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Every audit of a farm, newest first. */
export function surveysOfFarm(db: Executor, farmId: number) {
  return db.selectFrom('surveys').selectAll().where('farmId', '=', farmId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

/**
 * The audit a launch starts from (issue 26 item 1): an audit of this company's farm by external id, with its state
 * and its snapshot (hash included, the key of the parsed-snapshot cache); undefined when it is not the farm's.
 */
export function farmAuditForCarry(db: Executor, companyId: number, farmId: number, externalId: string) {
  return db
    .selectFrom('surveys')
    .leftJoin('surveySnapshots', 'surveySnapshots.id', 'surveys.snapshotId')
    .select(['surveys.id', 'surveys.name', 'surveys.state', 'surveys.snapshotId', 'surveySnapshots.hash as snapshotHash'])
    .where('surveys.externalId', '=', externalId)
    .where('surveys.companyId', '=', companyId)
    .where('surveys.farmId', '=', farmId)
    .executeTakeFirst();
}
