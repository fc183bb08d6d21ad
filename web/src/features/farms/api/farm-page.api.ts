import { useInfiniteQuery } from '@tanstack/react-query';
import { FARM_PAGE_SIZE } from '@aquarisk/contract/constants';
import { screenMessages } from '@aquarisk/contract/messages';
import type { FarmPage } from '@aquarisk/contract/schemas/farm-page.schema';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { farmKeys } from './farm-keys.ts';

/** GET /company/{id}/farm-page: one page of the farms the user sees, by name, with user and audit counts. */
export async function fetchFarmPage(companyId: string, after: string | null, signal?: AbortSignal): Promise<FarmPage> {
  return callApi(farmEndpoints.page, { params: { id: companyId }, query: { size: FARM_PAGE_SIZE, after: after ?? undefined }, signal });
}

/** The Farms page's list, a page at a time; `next` of the last page loaded says whether there is more. */
export function useFarmPagesQuery(companyId: string) {
  return useInfiniteQuery({
    queryKey: farmKeys.pages(companyId),
    queryFn: ({ pageParam, signal }) => fetchFarmPage(companyId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    meta: { errorContext: { message: screenMessages.loadCompanyFarms, object: 'farms', plural: true } },
  });
}
