import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { intelligenceEndpoints } from '@aquarisk/contract/endpoints/intelligence.endpoints';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import { callApi } from '../../../lib/api-client.ts';
import { intelligenceKeys } from './intelligence-keys.ts';

/**
 * GET /iq/company/{id}: every visible farm with its latest scored audit. The page loads all farms once; the risk
 * mode shows the scored ones, so switching modes needs no other call.
 */
export async function fetchFarmMapItems(companyExtId: string, signal?: AbortSignal): Promise<FarmMapItem[]> {
  return callApi(intelligenceEndpoints.farms, { params: { id: companyExtId }, query: { scored: false }, signal });
}

export function useFarmMapItemsQuery(companyExtId: string) {
  return useQuery({
    queryKey: intelligenceKeys.farms(companyExtId),
    queryFn: ({ signal }) => fetchFarmMapItems(companyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadCompanyFarmsWithAudits, object: 'farms', plural: true } },
  });
}
