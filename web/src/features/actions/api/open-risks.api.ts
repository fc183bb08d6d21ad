import { useQueries } from '@tanstack/react-query';
import { actionRiskLevels } from '@aquarisk/contract/risk';
import { MAX_PAGE_SIZE } from '@aquarisk/contract/constants';
import { actionsKeys } from './actions-keys.ts';
import { fetchCompanyActions } from './company-actions.api.ts';

/** Most severe first. */
const severity = [...actionRiskLevels].reverse();

/**
 * The worst open risk of each audit, for the map colours: one list call per risk level (five calls, whatever the
 * page size), since the list itself carries counts, not levels. Looks at the first 250 audits per level.
 */
export function useWorstOpenRisks(companyExtId: string): ReadonlyMap<string, string> {
  return useQueries({
    queries: severity.map((risk) => ({
      queryKey: actionsKeys.openRisk(companyExtId, risk),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchCompanyActions({ companyExtId, page: 1, size: MAX_PAGE_SIZE, closed: false, year: null, risk }, signal),
      enabled: Boolean(companyExtId),
    })),
    combine: (results) => {
      const worst = new Map<string, string>();
      results.forEach((r, i) => {
        for (const item of r.data?.items ?? []) if (!worst.has(item.surveyExtId)) worst.set(item.surveyExtId, severity[i]!);
      });
      return worst;
    },
  });
}
