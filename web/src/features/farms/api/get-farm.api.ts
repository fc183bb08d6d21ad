import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { farmKeys } from './farm-keys.ts';

/** GET /company/{id}/farm/{farmId}. */
export async function fetchFarm(companyId: string, farmId: string, signal?: AbortSignal): Promise<Farm> {
  return callApi(farmEndpoints.get, { params: { id: companyId, farmId }, signal });
}

export function useFarmQuery(companyId: string, farmId: string | null) {
  return useQuery({
    queryKey: farmKeys.detail(companyId, farmId ?? ''),
    queryFn: ({ signal }) => fetchFarm(companyId, farmId!, signal),
    enabled: farmId !== null,
    meta: { errorContext: { message: screenMessages.loadFarmDetails, object: 'farm' } },
  });
}
