import { MEDIA_CATEGORIES, type MediaCategory } from '@aquarisk/contract/constants';
import { scheduleStatus } from '@aquarisk/contract/audit-schedule';
import { auditDate } from '@aquarisk/contract/farm-facts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/database.ts';
import type { SurveyRow } from '../../db/schema.ts';
import { todayUtc } from '../../db/farm-schedules.ts';
import { mediaCategoriesOf } from '../media/index.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { companyAccess, visibleFarm, visibleAudit } from '../access/index.ts';
import type { ListFarmWithSurveys } from '@aquarisk/contract/schemas/survey.schema';
import { farmWithCompany, toFarm } from '../farms/index.ts';
import * as repo from './audit.repository.ts';
import { toAudit } from './audit.mapper.ts';

export interface SurveyListParams {
  filterCompanyExtId?: string | undefined;
  filterFarmExtId?: string | undefined;
  filterState?: string | undefined;
  filterStartYear?: number | undefined;
  filterCountry?: string | undefined;
  filterStateProvince?: string | undefined;
  page: number;
  size: number;
}

/** GET /survey: one page of audits grouped as companies → farms → surveys (docs/requirements.md#core-7). */
export async function listAudits(ctx: AppContext, user: AuthUser, p: SurveyListParams) {
  const db = ctx.database.db;
  const companyId = p.filterCompanyExtId ? (await companyAccess(db, user, p.filterCompanyExtId)).company.id : undefined;
  const filter = {
    companyId,
    farmExtId: p.filterFarmExtId,
    state: p.filterState,
    startYear: p.filterStartYear,
    country: p.filterCountry,
    stateProvince: p.filterStateProvince,
  };
  const rows = await repo.listVisibleAudits(db, user, { ...filter, page: p.page, size: p.size });
  const [sections, counts] = await Promise.all([
    repo.sectionScoresFor(
      db,
      rows.map((r) => r.id),
    ),
    repo.countAuditsByFarm(db, user, filter, [...new Set(rows.map((r) => r.farmId))]),
  ]);
  // Grouped in order of first appearance: the farm with the newest audit comes first. The list's farm is a summary
  // read with the page (issue 25 item 4); the detail panel reads the whole farm of the audit it shows.
  type FarmGroup = ListFarmWithSurveys;
  const companies: { externalId: string; name: string; farms: FarmGroup[] }[] = [];
  const farmGroups = new Map<number, FarmGroup>();
  const today = todayUtc();
  for (const row of rows) {
    let company = companies.find((c) => c.externalId === row.companyExtId);
    if (!company) {
      company = { externalId: row.companyExtId, name: row.companyName, farms: [] };
      companies.push(company);
    }
    let farm = farmGroups.get(row.farmId);
    if (!farm) {
      farm = {
        externalId: row.farmExtId,
        name: row.farmName,
        country: row.farmCountry,
        stateProvince: row.farmStateProvince,
        schedule: { nextAuditDue: row.farmNextAuditDue, status: scheduleStatus(row.farmNextAuditDue, today) },
        auditCount: counts.get(row.farmId) ?? 0,
        surveys: [],
      };
      farmGroups.set(row.farmId, farm);
      company.farms.push(farm);
    }
    farm.surveys.push(toAudit(user, row, sections.get(row.id)));
  }
  return { companies, page: p.page, size: p.size, count: rows.length };
}

export async function getAudit(ctx: AppContext, user: AuthUser, externalId: string) {
  return surveyDetail(ctx.database.db, user, await visibleAudit(ctx, user, externalId));
}

/** One audit as GET /survey/{id} answers it (the offline package carries the same). */
export async function surveyDetail(db: Executor, user: AuthUser, row: SurveyRow) {
  const sections = await repo.sectionScoresFor(db, [row.id]);
  const farm = await farmWithCompany(db, row.farmId);
  return {
    ...toAudit(user, row, sections.get(row.id)),
    farmExtId: farm.externalId,
    farmName: farm.name,
    companyExtId: farm.companyExtId,
    companyName: farm.companyName,
  };
}

/** The audit's farm; with `showMediaCats`, the media categories the audit has files in. */
export async function surveyFarm(ctx: AppContext, user: AuthUser, externalId: string, showMediaCats = false) {
  const row = await visibleAudit(ctx, user, externalId);
  return farmOfAudit(ctx.database.db, row, showMediaCats);
}

/**
 * An audit's farm as GET /survey/{id}/farm gives it, for an audit already checked visible (also the offline package).
 * Its audit date is the audit's own (issue 37 item 10): an older audit's results must not show the farm's current date.
 */
export async function farmOfAudit(db: Executor, row: Pick<SurveyRow, 'id' | 'farmId' | 'surveyDate'>, showMediaCats: boolean) {
  const farm = await farmWithCompany(db, row.farmId);
  const categories = showMediaCats ? ((await mediaCategoriesOf(db, row.id)) as MediaCategory[]) : [];
  const shaped = toFarm(farm, farm.companyExtId);
  return {
    ...shaped,
    surveyDate: auditDate(row, shaped),
    availableMediaCategories: MEDIA_CATEGORIES.filter((c) => categories.includes(c)),
  };
}

/** Years of the visible audits, of one company when it is given (the current company of the screen). */
export async function surveyYears(ctx: AppContext, user: AuthUser, companyExtId?: string) {
  const db = ctx.database.db;
  const companyId = companyExtId ? (await companyAccess(db, user, companyExtId)).company.id : undefined;
  return { surveyYears: await repo.visibleAuditYears(db, user, companyId) };
}

/** The farm's audits in the grouped shape of GET /survey: companies[0].farms[0].surveys. */
export async function farmAudits(ctx: AppContext, user: AuthUser, companyExtId: string, farmExtId: string) {
  const { access, farm } = await visibleFarm(ctx, user, companyExtId, farmExtId);
  const db = ctx.database.db;
  const surveys = await repo.surveysOfFarm(db, farm.id);
  const sections = await repo.sectionScoresFor(
    db,
    surveys.map((s) => s.id),
  );
  return {
    companies: [
      {
        externalId: access.company.externalId,
        name: access.company.name,
        farms: [{ ...toFarm(farm, access.company.externalId), surveys: surveys.map((s) => toAudit(user, s, sections.get(s.id))) }],
      },
    ],
  };
}
