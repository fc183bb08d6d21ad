import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { screenMessages } from '@aquarisk/contract/messages';
import { personSchema, type Person } from '@aquarisk/contract/schemas/user.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { farmKeys, farmPath } from './farm-keys.ts';

/** GET /company/{id}/farm/{farmId}/user: the users assigned to the farm (e-mails and phones for seeContactDetails). */
export async function fetchFarmUsers(companyId: string, farmId: string, signal?: AbortSignal): Promise<Person[]> {
  return apiRequest(`${farmPath(companyId, farmId)}/user`, { signal, schema: z.array(personSchema) });
}

export function useFarmUsersQuery(companyId: string, farmId: string | null) {
  return useQuery({
    queryKey: farmKeys.users(companyId, farmId ?? ''),
    queryFn: ({ signal }) => fetchFarmUsers(companyId, farmId!, signal),
    enabled: farmId !== null,
    meta: { errorContext: { message: screenMessages.loadFarmUsers, object: 'farm users', plural: true } },
  });
}
