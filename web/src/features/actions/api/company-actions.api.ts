import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { actionRiskLevels } from '@aquarisk/contract/risk';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import type { CompanyActionsPage } from '@aquarisk/contract/schemas/action.schema';
import { callApi } from '../../../lib/api-client.ts';
import { actionsKeys, type CompanyActionsFilter } from './actions-keys.ts';

export type { ActionListItem } from '@aquarisk/contract/schemas/action.schema';
export type CompanyActions = CompanyActionsPage;

/** The filter's risk level as the query types it (the filters read only known levels from the address). */
const riskLevel = (risk: string | null) => actionRiskLevels.find((r) => r === risk);

/** GET /action/company/{id}/survey: one page of the company's audits that have actions matching the filter. */
export async function fetchCompanyActions(f: CompanyActionsFilter, signal?: AbortSignal): Promise<CompanyActions> {
  return callApi(actionEndpoints.companyAudits, {
    params: { id: f.companyExtId },
    query: {
      page: f.page,
      size: f.size,
      closed: f.closed,
      createdAtYearFilter: f.year,
      riskLevelFilter: riskLevel(f.risk),
      dueFilter: f.due ?? undefined,
      ownerFilter: f.owner ?? undefined,
      sort: f.dueFirst ? 'due' : undefined,
    },
    signal,
  });
}

export function useCompanyActionsQuery(f: CompanyActionsFilter) {
  return useQuery({
    queryKey: actionsKeys.companyList(f),
    queryFn: ({ signal }) => fetchCompanyActions(f, signal),
    // The last page stays on screen while the next loads, but open and resolved lists never stand in for each other.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2]?.closed === f.closed ? previous : undefined),
    meta: { errorContext: { message: screenMessages.loadActions, object: 'actions', plural: true } },
  });
}
