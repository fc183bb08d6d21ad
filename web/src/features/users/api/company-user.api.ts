import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { companyUserSchema, type CompanyUser } from '@aquarisk/contract/schemas/user.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys, userPath } from './user-keys.ts';

/** GET /company/{id}/user/{userId}: the user's profile and roles. */
export async function fetchCompanyUser(companyId: string, userId: string, signal?: AbortSignal): Promise<CompanyUser> {
  return apiRequest(userPath(companyId, userId), { signal, schema: companyUserSchema });
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
