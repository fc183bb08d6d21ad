import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import type { FarmPoint } from '@aquarisk/contract/schemas/farm-page.schema';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { farmKeys } from './farm-keys.ts';

/** GET /company/{id}/farm-points: name, place, species and position of every farm the user sees, for the map. */
export async function fetchFarmPoints(companyId: string, signal?: AbortSignal): Promise<FarmPoint[]> {
  return callApi(farmEndpoints.points, { params: { id: companyId }, signal });
}

export function useFarmPointsQuery(companyId: string) {
  return useQuery({
    queryKey: farmKeys.points(companyId),
    queryFn: ({ signal }) => fetchFarmPoints(companyId, signal),
    meta: { errorContext: { message: screenMessages.loadCompanyFarms, object: 'farms', plural: true } },
  });
}
