import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { farmMapItemsSchema, type FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { intelligenceKeys } from './intelligence-keys.ts';

/**
 * GET /iq/company/{id}: every visible farm with its latest scored audit. The page loads all farms once; the risk
 * mode shows the scored ones, so switching modes needs no other call.
 */
export async function fetchFarmMapItems(companyExtId: string, signal?: AbortSignal): Promise<FarmMapItem[]> {
  return apiRequest(`/iq/company/${encodeURIComponent(companyExtId)}`, { query: { scored: false }, signal, schema: farmMapItemsSchema });
}

export function useFarmMapItemsQuery(companyExtId: string) {
  return useQuery({
    queryKey: intelligenceKeys.farms(companyExtId),
    queryFn: ({ signal }) => fetchFarmMapItems(companyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadCompanyFarmsWithAudits, object: 'farms', plural: true } },
  });
}
