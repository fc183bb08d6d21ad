import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import type { CompanyUser } from '@aquarisk/contract/schemas/user.schema';
import { callApi } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** GET /company/{id}/user/{userId}: the user's profile and roles. */
export async function fetchCompanyUser(companyId: string, userId: string, signal?: AbortSignal): Promise<CompanyUser> {
  return callApi(userEndpoints.get, { params: { id: companyId, userId }, signal });
}

export function useCompanyUserQuery(companyId: string, userId: string | null) {
  return useQuery({
    queryKey: userKeys.detail(companyId, userId ?? ''),
    queryFn: ({ signal }) => fetchCompanyUser(companyId, userId!, signal),
    enabled: userId !== null,
    staleTime: 0,
    meta: { errorContext: { message: screenMessages.loadUser, object: 'user' } },
  });
}
