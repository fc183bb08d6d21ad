import { PORTFOLIO_CSV_HEADER } from '@aquarisk/contract/portfolio';
import { riskText } from '@aquarisk/contract/risk';
import type { PortfolioAudit, PortfolioFarm } from '@aquarisk/contract/schemas/portfolio.schema';
import { csvLine } from '../activity-log/index.ts';
import type { PortfolioRow } from './portfolio.repository.ts';

const num = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);
const side = (a: PortfolioAudit | null | undefined) =>
  a ? [a.name, a.date.slice(0, 10), num(a.normScore), riskText(a.risk), a.caps.join('; ')] : [null, null, null, null, null];

/** The portfolio as CSV (RFC 4180, no cell a spreadsheet runs as a formula): a header, then a line per farm. */
export function* portfolioCsv(farms: readonly { row: PortfolioRow; farm: PortfolioFarm | null }[]): Generator<string> {
  yield csvLine([...PORTFOLIO_CSV_HEADER]);
  for (const { row, farm } of farms)
    yield csvLine([
      row.companyName,
      row.farmName,
      row.country,
      ...side(farm?.latest),
      ...side(farm?.previous),
      num(farm?.scoreChange),
      // bandSteps counts towards HIGH; the CSV's band change counts towards LOW, + better like the score change
      farm?.bandSteps === null || farm?.bandSteps === undefined ? null : -farm.bandSteps || 0,
      farm ? farm.auditAge.months : null,
      farm ? (farm.auditAge.stale ? 'Yes' : 'No') : null,
    ]);
}
