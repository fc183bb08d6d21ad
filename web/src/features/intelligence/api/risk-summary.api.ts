import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { intelligenceEndpoints } from '@aquarisk/contract/endpoints/intelligence.endpoints';
import type { RiskSummary } from '@aquarisk/contract/schemas/intelligence.schema';
import { callApi } from '../../../lib/api-client.ts';
import { intelligenceKeys } from './intelligence-keys.ts';

/** GET /iq/company/{id}/risk?section: farms per risk level, by one section when chosen. */
export async function fetchRiskSummary(companyExtId: string, section: string | null, signal?: AbortSignal): Promise<RiskSummary> {
  return callApi(intelligenceEndpoints.risk, { params: { id: companyExtId }, query: { section: section ?? undefined }, signal });
}

export function useRiskSummaryQuery(companyExtId: string, section: string | null) {
  return useQuery({
    queryKey: intelligenceKeys.risk(companyExtId, section),
    queryFn: ({ signal }) => fetchRiskSummary(companyExtId, section, signal),
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadRiskSummary, object: 'summary of risk level' } },
  });
}
