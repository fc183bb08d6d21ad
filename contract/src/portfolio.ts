import type { BandMigrationCell, MigrationFrom, Portfolio, PortfolioFarm } from './schemas/portfolio.schema.ts';
import { riskBands, type RiskBand } from './risk.ts';

/** How many farms the portfolio lists as having worsened most. */
export const PORTFOLIO_WORSENED = 10;

/** How many stale farms the portfolio lists (the CSV has every farm's age). */
export const PORTFOLIO_STALE = 25;

/** Oldest latest audit first, then the farm's name: the order of the stale farms. */
export const byAuditAge = (a: PortfolioFarm, b: PortfolioFarm) =>
  a.auditAge.auditedOn.localeCompare(b.auditAge.auditedOn) ||
  a.farmName.localeCompare(b.farmName) ||
  a.farmExtId.localeCompare(b.farmExtId);

/** A band's distance from LOW: LOW 0 … HIGH 4; UNKNOWN has none. */
const RANK: Partial<Record<RiskBand, number>> = { LOW: 0, MODERATE_LOW: 1, MODERATE: 2, MODERATE_HIGH: 3, HIGH: 4 };

/** Bands moved towards HIGH from `from` to `to` (positive: worse); null when either band is unknown. */
export function bandSteps(from: RiskBand, to: RiskBand): number | null {
  const a = RANK[from];
  const b = RANK[to];
  return a === undefined || b === undefined ? null : b - a;
}

/** Latest minus previous score, rounded to one decimal; null without both. */
export function scoreChange(previous: number | null, latest: number | null): number | null {
  return previous === null || latest === null ? null : Math.round((latest - previous) * 10) / 10;
}

/** Worse band first, then the larger score drop, then the farm's name: the order of "worsened most". */
export function byWorsening(a: PortfolioFarm, b: PortfolioFarm): number {
  return (
    (b.bandSteps ?? 0) - (a.bandSteps ?? 0) ||
    (a.scoreChange ?? 0) - (b.scoreChange ?? 0) ||
    a.farmName.localeCompare(b.farmName) ||
    a.farmExtId.localeCompare(b.farmExtId)
  );
}

/** A farm worsened when its band moved towards HIGH, or its score fell within the same band. */
export const worsened = (f: PortfolioFarm) => (f.bandSteps ?? 0) > 0 || ((f.bandSteps ?? 0) === 0 && (f.scoreChange ?? 0) < 0);
export const improved = (f: PortfolioFarm) => (f.bandSteps ?? 0) < 0 || ((f.bandSteps ?? 0) === 0 && (f.scoreChange ?? 0) > 0);

/** Rows of the band-migration table, in the order a reader scans it: no previous audit, then HIGH down to LOW. */
export const migrationRows: readonly MigrationFrom[] = ['NONE', ...riskBands];

/** The portfolio's figures from its scored farms (`farms`: every farm the caller sees, scored or not). */
export function portfolioOf(farms: number, scored: readonly PortfolioFarm[]): Portfolio {
  const cells = new Map<string, BandMigrationCell>();
  for (const f of scored) {
    const from: MigrationFrom = f.previous ? f.previous.risk : 'NONE';
    const key = `${from}>${f.latest.risk}`;
    const cell = cells.get(key) ?? { from, to: f.latest.risk, farms: 0 };
    cell.farms++;
    cells.set(key, cell);
  }
  const order = (c: BandMigrationCell) => migrationRows.indexOf(c.from) * 10 + riskBands.indexOf(c.to);
  const down = scored.filter(worsened);
  const stale = scored.filter((f) => f.auditAge.stale);
  return {
    farms,
    scoredFarms: scored.length,
    comparedFarms: scored.filter((f) => f.previous !== null).length,
    worsenedFarms: down.length,
    improvedFarms: scored.filter(improved).length,
    migration: [...cells.values()].sort((a, b) => order(a) - order(b)),
    worsened: down.sort(byWorsening).slice(0, PORTFOLIO_WORSENED),
    staleFarms: stale.length,
    stale: stale.sort(byAuditAge).slice(0, PORTFOLIO_STALE),
  };
}

/** The CSV export's columns, one line per farm the caller sees (docs/decisions.md, "Portfolio view"). */
export const PORTFOLIO_CSV_HEADER = [
  'Company',
  'Farm',
  'Country',
  'Latest audit',
  'Latest audit date',
  'Latest score',
  'Latest band',
  'Latest caps',
  'Previous audit',
  'Previous audit date',
  'Previous score',
  'Previous band',
  'Previous caps',
  // Both changes read the same way, + better (issue 37 item 18): a band change of -4 is LOW → HIGH, as a score change of -40 is a loss.
  'Score change in points (+ better)',
  'Band change in bands (+ safer)',
  // Issue 39 item 5: the latest scored audit's age, and whether it is older than the company's audit interval.
  'Months since latest audit',
  'Stale',
] as const;
