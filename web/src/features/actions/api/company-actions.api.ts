import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { companyActionsPageSchema, type CompanyActionsPage } from '@aquarisk/contract/schemas/action.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { actionsKeys, type CompanyActionsFilter } from './actions-keys.ts';

export type { ActionListItem } from '@aquarisk/contract/schemas/action.schema';
export type CompanyActions = CompanyActionsPage;

/** GET /action/company/{id}/survey: one page of the company's audits that have actions matching the filter. */
export async function fetchCompanyActions(f: CompanyActionsFilter, signal?: AbortSignal): Promise<CompanyActions> {
  return apiRequest(`/action/company/${encodeURIComponent(f.companyExtId)}/survey`, {
    query: { page: f.page, size: f.size, closed: f.closed, createdAtYearFilter: f.year, riskLevelFilter: f.risk },
    signal,
    schema: companyActionsPageSchema,
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
