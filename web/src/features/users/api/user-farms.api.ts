import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { callApi } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** GET /user/{userId}/farm: the user's assigned farms, kept to this company's. */
export async function fetchUserFarms(companyId: string, userId: string, signal?: AbortSignal): Promise<Farm[]> {
  const farms = await callApi(farmEndpoints.userFarms, { params: { userId }, signal });
  return farms.filter((f) => f.companyExtId === companyId);
}

/** GET /company/{id}/farm/: the farms that can be assigned. */
export async function fetchCompanyFarms(companyId: string, signal?: AbortSignal): Promise<Farm[]> {
  return callApi(farmEndpoints.list, { params: { id: companyId }, query: { details: false }, signal });
}

export function useUserFarmsQuery(companyId: string, userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.farms(companyId, userId ?? ''),
    queryFn: ({ signal }) => fetchUserFarms(companyId, userId!, signal),
    enabled: enabled && userId !== null,
    staleTime: 0,
    meta: { errorContext: { message: screenMessages.loadUserFarms, object: 'farms', plural: true } },
  });
}

export function useCompanyFarmsQuery(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.companyFarms(companyId),
    queryFn: ({ signal }) => fetchCompanyFarms(companyId, signal),
    enabled,
    meta: { errorContext: { message: screenMessages.loadCompanyFarms, object: 'farms', plural: true } },
  });
}
