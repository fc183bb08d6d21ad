import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { intelligenceEndpoints } from '@aquarisk/contract/endpoints/intelligence.endpoints';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import { fromFarmMapColumns } from '@aquarisk/contract/farm-map-columns';
import { callApi } from '../../../lib/api-client.ts';
import { intelligenceKeys } from './intelligence-keys.ts';

/**
 * Every visible farm with its latest scored audit (the items of GET /iq/company/{id}), loaded as columns from
 * GET /iq/company/{id}/columns: a fraction of the bytes at thousands of farms (issue 25 item 2). The answer carries
 * an ETag and `Cache-Control: private, no-cache`, so the browser keeps it and asks again with If-None-Match; an
 * unchanged map comes back as 304 and the browser hands over the kept copy. The page loads all farms once; the risk
 * mode shows the scored ones, so switching modes needs no other call.
 */
export async function fetchFarmMapItems(companyExtId: string, signal?: AbortSignal): Promise<FarmMapItem[]> {
  const columns = await callApi(intelligenceEndpoints.farmColumns, { params: { id: companyExtId }, query: { scored: false }, signal });
  return fromFarmMapColumns(columns);
}

export function useFarmMapItemsQuery(companyExtId: string) {
  return useQuery({
    queryKey: intelligenceKeys.farms(companyExtId),
    queryFn: ({ signal }) => fetchFarmMapItems(companyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadCompanyFarmsWithAudits, object: 'farms', plural: true } },
  });
}
