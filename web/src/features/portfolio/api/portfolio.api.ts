import { useMutation, useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { portfolioEndpoints } from '@aquarisk/contract/endpoints/portfolio.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export type { Portfolio, PortfolioFarm, PortfolioAudit, BandMigrationCell } from '@aquarisk/contract/schemas/portfolio.schema';

/** Whose portfolio: one company, or every company (platform admins). */
export type PortfolioScope = { companyExtId: string } | 'all';

export const portfolioKeys = {
  all: () => ['portfolio'] as const,
  of: (scope: PortfolioScope) => [...portfolioKeys.all(), scope === 'all' ? 'all' : scope.companyExtId] as const,
};

export function fetchPortfolio(scope: PortfolioScope, signal?: AbortSignal) {
  return scope === 'all'
    ? callApi(portfolioEndpoints.all, { signal })
    : callApi(portfolioEndpoints.company, { params: { id: scope.companyExtId }, signal });
}

/** The page shows its own error state, so no central popup. */
export function usePortfolioQuery(scope: PortfolioScope) {
  return useQuery({ queryKey: portfolioKeys.of(scope), queryFn: ({ signal }) => fetchPortfolio(scope, signal), retry: false });
}

/** The CSV export through the API client (bearer token, refresh), saved as a file spreadsheets read as UTF-8. */
export async function exportPortfolio(scope: PortfolioScope): Promise<void> {
  const res =
    scope === 'all'
      ? await callApi(portfolioEndpoints.allCsv, {})
      : await callApi(portfolioEndpoints.companyCsv, { params: { id: scope.companyExtId } });
  const text = await res.text();
  saveFile(
    new Blob(['\uFEFF', text.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }),
    `aquarisk-portfolio-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

export function useExportPortfolio() {
  return useMutation({
    mutationFn: exportPortfolio,
    meta: { errorContext: { message: screenMessages.exportPortfolio, object: 'portfolio', operation: 'loaded' } },
  });
}
