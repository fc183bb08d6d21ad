import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { screenMessages } from '@aquarisk/contract/messages';
import { farmPointSchema, type FarmPoint } from '@aquarisk/contract/schemas/farm-page.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyPath, farmKeys } from './farm-keys.ts';

/** GET /company/{id}/farm-points: name, place, species and position of every farm the user sees, for the map. */
export async function fetchFarmPoints(companyId: string, signal?: AbortSignal): Promise<FarmPoint[]> {
  return apiRequest(`${companyPath(companyId)}/farm-points`, { signal, schema: z.array(farmPointSchema) });
}

export function useFarmPointsQuery(companyId: string) {
  return useQuery({
    queryKey: farmKeys.points(companyId),
    queryFn: ({ signal }) => fetchFarmPoints(companyId, signal),
    meta: { errorContext: { message: screenMessages.loadCompanyFarms, object: 'farms', plural: true } },
  });
}
