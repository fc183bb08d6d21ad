import { auditAge } from '@aquarisk/contract/audit-age';
import { bandSteps, portfolioOf, scoreChange } from '@aquarisk/contract/portfolio';
import { riskBands, type RiskBand } from '@aquarisk/contract/risk';
import { bindingCaps, capReason, type TriggeredCap } from '@aquarisk/contract/scoring/caps';
import type { Portfolio, PortfolioAudit, PortfolioFarm } from '@aquarisk/contract/schemas/portfolio.schema';
import type { AppContext } from '../../app-context.ts';
import { todayUtc } from '../../db/farm-schedules.ts';
import { parseJsonArray } from '../../db/json-array.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { farmViewer } from '../access/index.ts';
import { portfolioRows, type PortfolioRow, type PortfolioScope } from './portfolio.repository.ts';

const band = (risk: string | null): RiskBand => ((riskBands as readonly string[]).includes(risk ?? '') ? (risk as RiskBand) : 'UNKNOWN');

interface AuditColumns {
  externalId: string | null;
  name: string | null;
  surveyDate: string | null;
  createdAt: string | null;
  normScore: number | null;
  risk: string | null;
  scoreRisk: string | null;
  capsJson: string | null;
}

/** The row's two audits, each as its own columns. */
function sidesOf(r: PortfolioRow): { latest: AuditColumns; previous: AuditColumns } {
  return {
    latest: {
      externalId: r.latestExtId,
      name: r.latestName,
      surveyDate: r.latestSurveyDate,
      createdAt: r.latestCreatedAt,
      normScore: r.latestNormScore,
      risk: r.latestRisk,
      scoreRisk: r.latestScoreRisk,
      capsJson: r.latestCapsJson,
    },
    previous: {
      externalId: r.previousExtId,
      name: r.previousName,
      surveyDate: r.previousSurveyDate,
      createdAt: r.previousCreatedAt,
      normScore: r.previousNormScore,
      risk: r.previousRisk,
      scoreRisk: r.previousScoreRisk,
      capsJson: r.previousCapsJson,
    },
  };
}

/** One audit as the portfolio shows it; null when the farm has no such audit. */
function auditOf(a: AuditColumns): PortfolioAudit | null {
  if (a.externalId === null) return null;
  const risk = band(a.risk);
  const caps = parseJsonArray<TriggeredCap>(a.capsJson);
  return {
    externalId: a.externalId,
    name: a.name ?? '',
    date: a.surveyDate ?? a.createdAt ?? '',
    normScore: a.normScore === null ? null : Number(a.normScore),
    risk,
    caps: bindingCaps({ risk, scoreRisk: a.scoreRisk, caps }).map(capReason),
  };
}

/**
 * A farm with its latest and previous scored audits, and the latest one's age against the farm's company's audit
 * interval seen on `today`; null for a farm without a scored audit.
 */
export function portfolioFarmOf(row: PortfolioRow, today: string): PortfolioFarm | null {
  const sides = sidesOf(row);
  const latest = auditOf(sides.latest);
  if (!latest) return null;
  const previous = auditOf(sides.previous);
  return {
    farmExtId: row.farmExtId,
    farmName: row.farmName,
    companyExtId: row.companyExtId,
    companyName: row.companyName,
    country: row.country,
    latest,
    previous,
    scoreChange: previous ? scoreChange(previous.normScore, latest.normScore) : null,
    bandSteps: previous ? bandSteps(previous.risk, latest.risk) : null,
    auditAge: auditAge(latest.date, Number(row.auditInterval), today)!,
  };
}

async function scopeOf(ctx: AppContext, user: AuthUser, companyExtId: string | null): Promise<PortfolioScope> {
  if (companyExtId === null) return { allCompanies: true };
  return { viewer: (await farmViewer(ctx, user, companyExtId)).viewer };
}

/**
 * GET /portfolio/company/{id} (a company as the caller sees it: 404 for one they are not in; a restricted member's
 * farms and audits only) and GET /admin/.../portfolio (every company; the admin prefix admits platform admins only).
 */
export async function portfolio(ctx: AppContext, user: AuthUser, companyExtId: string | null): Promise<Portfolio> {
  const rows = await portfolioRows(ctx.database.db, await scopeOf(ctx, user, companyExtId));
  const today = todayUtc(ctx.clock.now());
  return portfolioOf(
    rows.length,
    rows.map((r) => portfolioFarmOf(r, today)).filter((f): f is PortfolioFarm => f !== null),
  );
}

/** Every farm in scope, scored or not, for the CSV export. */
export async function portfolioFarms(ctx: AppContext, user: AuthUser, companyExtId: string | null) {
  const rows = await portfolioRows(ctx.database.db, await scopeOf(ctx, user, companyExtId));
  const today = todayUtc(ctx.clock.now());
  return rows.map((row) => ({ row, farm: portfolioFarmOf(row, today) }));
}
