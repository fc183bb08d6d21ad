import { singleCurrencyTotals, sumByCurrency } from '@aquarisk/contract/currency-totals';
import type {
  CountryData,
  CountryFarmCount,
  CurrencyValues,
  FarmMapItem,
  RiskSummary,
} from '@aquarisk/contract/schemas/intelligence.schema';
import { actionRiskLevels, riskBands, type RiskBand } from '@aquarisk/contract/risk';
import { createHash } from 'node:crypto';
import { toFarmMapColumns } from '@aquarisk/contract/farm-map-columns';
import type { FarmMapColumns } from '@aquarisk/contract/schemas/intelligence.schema';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { parseJsonArray } from '../../db/json-array.ts';
import { companyAuditInterval } from '../../db/farm-audit-age.ts';
import { todayUtc } from '../../db/farm-schedules.ts';
import { auditAge } from '@aquarisk/contract/audit-age';
import * as repo from './intelligence.repository.ts';
import { farmViewer, type FarmViewer } from '../access/index.ts';

interface SectionJson {
  ordinal: number;
  name: string;
  risk: string;
  norm: number | null;
  score: number | null;
}

const band = (risk: string | null): RiskBand => ((riskBands as readonly string[]).includes(risk ?? '') ? (risk as RiskBand) : 'UNKNOWN');

/** Nulls last, then by name: the farms of no country come after the named ones. */
const byCountry = (a: { country: string | null }, b: { country: string | null }) =>
  a.country === b.country ? 0 : a.country === null ? 1 : b.country === null ? -1 : a.country.localeCompare(b.country);

/** GET /iq/company/{id}?scored: every visible farm with its latest scored audit (scored farms only when asked). */
export async function companyMapItems(ctx: AppContext, user: AuthUser, companyExtId: string, scoredOnly: boolean): Promise<FarmMapItem[]> {
  const { viewer } = await farmViewer(ctx, user, companyExtId);
  return mapItemsFor(ctx, viewer, scoredOnly);
}

/**
 * A viewer who sees the whole company reads each farm's maintained latest score (migration 041). A member who sees
 * only some farms and audits may not see a farm's latest scored audit, so theirs is still found among the audits
 * they see (a few farms: their assignments).
 */
async function mapItemsFor(ctx: AppContext, viewer: FarmViewer, scoredOnly: boolean): Promise<FarmMapItem[]> {
  const db = ctx.database.db;
  const today = todayUtc(ctx.clock.now());
  const interval = await companyAuditInterval(db, viewer.companyId);
  const rows = viewer.companyWide
    ? await repo.mapFarmsOfCompany(db, viewer.companyId, scoredOnly)
    : await repo.mapFarms(db, viewer, scoredOnly);
  const farms = rows.sort((a, b) => (a.farmName === b.farmName ? (a.farmExtId < b.farmExtId ? -1 : 1) : a.farmName < b.farmName ? -1 : 1));
  return farms.map((f) => {
    const own = parseJsonArray<SectionJson>(f.sections).sort((a, b) => a.ordinal - b.ordinal);
    const age = f.surveyRowId === null ? null : auditAge(f.auditDay, interval, today);
    return {
      farmExtId: f.farmExtId,
      farmName: f.farmName,
      country: f.country,
      latitude: f.latitude,
      longitude: f.longitude,
      currencyCode: f.currencyCode,
      actualValue: f.actualValue,
      avgValue: f.avgValue,
      maxValue: f.maxValue,
      animalCount: f.animalCount === null ? null : Number(f.animalCount),
      harvestWeight: f.harvestWeight,
      stockingDensity: f.stockingDensity,
      stockingWeight: f.stockingWeight,
      tonnage: f.tonnage,
      surveyId: f.surveyId,
      surveyName: f.surveyName,
      // The audit's score is the sum of its sections' scores (docs/requirements.md#decisions-audits scoring).
      score: f.surveyRowId === null ? null : Math.round(own.reduce((sum, s) => sum + (s.score ?? 0), 0) * 1e6) / 1e6,
      normScore: f.normScore,
      risk: f.surveyRowId === null ? null : band(f.risk),
      steps: f.stepRiskCounts ? (JSON.parse(f.stepRiskCounts) as Partial<Record<RiskBand, number>>) : {},
      sections: own.map((s) => ({ name: s.name, risk: band(s.risk), normScore: s.norm })),
      auditedOn: age?.auditedOn ?? null,
      ageMonths: age?.months ?? null,
      stale: age?.stale ?? false,
    };
  });
}

/** Bumped when the columns' shape or content rules change, so browsers do not keep an answer of the old ones. */
const MAP_COLUMNS_FORMAT = 2;

/**
 * GET /iq/company/{id}/columns?scored: the map's farms as columns, with an ETag. For a company-wide viewer the tag
 * is a hash of what the answer depends on (the farms' and latest scores' counts, id sums and latest changes), read
 * without building the answer, so an unchanged map costs the access check and two small aggregates; `body` is null
 * when the caller's If-None-Match names it. A restricted member's tag is a hash of their (small) answer.
 */
export async function companyMapColumns(
  ctx: AppContext,
  user: AuthUser,
  companyExtId: string,
  scoredOnly: boolean,
  ifNoneMatch: string | undefined,
): Promise<{ etag: string; body: FarmMapColumns | null }> {
  const { viewer } = await farmViewer(ctx, user, companyExtId);
  const matches = (etag: string) => (ifNoneMatch ?? '').split(',').some((t) => t.trim() === etag);
  if (viewer.companyWide) {
    const [version, interval] = await Promise.all([
      repo.companyMapVersion(ctx.database.db, viewer.companyId),
      companyAuditInterval(ctx.database.db, viewer.companyId),
    ]);
    // Staleness moves with the day and the company's audit interval (issue 39 item 5), so both are in the tag.
    const stale = `${interval}|${todayUtc(ctx.clock.now())}`;
    const etag = weakTag(`${MAP_COLUMNS_FORMAT}|company|${viewer.companyId}|${scoredOnly}|${version}|${stale}`);
    if (matches(etag)) return { etag, body: null };
    return { etag, body: toFarmMapColumns(await mapItemsFor(ctx, viewer, scoredOnly)) };
  }
  const body = toFarmMapColumns(await mapItemsFor(ctx, viewer, scoredOnly));
  const etag = weakTag(`${MAP_COLUMNS_FORMAT}|member|${JSON.stringify(body)}`);
  return { etag, body: matches(etag) ? null : body };
}

const weakTag = (text: string) => `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** GET /iq/company/{id}/risk?section: farms per risk level; UNKNOWN is left out (docs/requirements.md#results-1). */
export async function riskSummary(
  ctx: AppContext,
  user: AuthUser,
  companyExtId: string,
  section: string | undefined,
): Promise<RiskSummary> {
  const { viewer } = await farmViewer(ctx, user, companyExtId);
  const counts = viewer.companyWide
    ? await repo.riskCountsOfCompany(ctx.database.db, viewer.companyId, section)
    : await repo.riskCounts(ctx.database.db, viewer, section);
  return actionRiskLevels.map((risk) => ({ risk, farmCount: counts.get(risk) ?? 0 }));
}

/** GET /iq/my/company/{id}/countries?scored: country data of the visible farms, values summed per currency. */
export async function countries(ctx: AppContext, user: AuthUser, companyExtId: string, scoredOnly: boolean): Promise<CountryData[]> {
  const { viewer } = await farmViewer(ctx, user, companyExtId);
  const byName = new Map<
    string | null,
    { data: Omit<CountryData, 'values' | 'currencyCode' | 'avgValue' | 'maxValue'>; values: CurrencyValues[] }
  >();
  for (const r of await repo.countryCurrencyTotals(ctx.database.db, viewer, scoredOnly)) {
    const entry = byName.get(r.country) ?? { data: { country: r.country, farmCount: 0, animalCount: 0, tonnage: 0 }, values: [] };
    entry.data.farmCount += r.farmCount;
    entry.data.animalCount += r.animalCount;
    entry.data.tonnage += r.tonnage;
    if (r.valued > 0) entry.values.push({ currencyCode: r.currencyCode, farmCount: r.valued, avgValue: r.avgValue, maxValue: r.maxValue });
    byName.set(r.country, entry);
  }
  return [...byName.values()]
    .map(({ data, values }) => {
      const sums = sumByCurrency(values);
      return { ...data, ...singleCurrencyTotals(sums), values: sums };
    })
    .sort(byCountry);
}

/** GET /iq/my/company/{id}/countries/farm/count: visible farms per country. */
export async function countryFarmCounts(ctx: AppContext, user: AuthUser, companyExtId: string): Promise<CountryFarmCount[]> {
  const { viewer } = await farmViewer(ctx, user, companyExtId);
  return (await repo.countryFarmCounts(ctx.database.db, viewer)).sort(byCountry);
}
