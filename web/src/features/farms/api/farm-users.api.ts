import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import type { Person } from '@aquarisk/contract/schemas/user.schema';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { farmKeys } from './farm-keys.ts';

/** GET /company/{id}/farm/{farmId}/user: the users assigned to the farm (e-mails and phones for seeContactDetails). */
export async function fetchFarmUsers(companyId: string, farmId: string, signal?: AbortSignal): Promise<Person[]> {
  return callApi(farmEndpoints.users, { params: { id: companyId, farmId }, signal });
}

export function useFarmUsersQuery(companyId: string, farmId: string | null) {
  return useQuery({
    queryKey: farmKeys.users(companyId, farmId ?? ''),
    queryFn: ({ signal }) => fetchFarmUsers(companyId, farmId!, signal),
    enabled: farmId !== null,
    meta: { errorContext: { message: screenMessages.loadFarmUsers, object: 'farm users', plural: true } },
  });
}
