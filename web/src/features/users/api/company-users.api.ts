import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { screenMessages } from '@aquarisk/contract/messages';
import { companyUserSchema, type CompanyUser } from '@aquarisk/contract/schemas/user.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyPath, userKeys } from './user-keys.ts';

/** GET /company/{id}/user: every user of the company with roles and farm count. */
export async function fetchCompanyUsers(companyId: string, signal?: AbortSignal): Promise<CompanyUser[]> {
  return apiRequest(`${companyPath(companyId)}/user`, { signal, schema: z.array(companyUserSchema) });
}

export function useCompanyUsersQuery(companyId: string) {
  return useQuery({
    queryKey: userKeys.list(companyId),
    queryFn: ({ signal }) => fetchCompanyUsers(companyId, signal),
    meta: { errorContext: { message: screenMessages.loadCompanyUsers, object: 'users', plural: true } },
  });
}
