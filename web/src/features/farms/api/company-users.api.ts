import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TYPEAHEAD_MIN_CHARS } from '@aquarisk/contract/constants';
import { screenMessages } from '@aquarisk/contract/messages';
import { companyUserSchema, userSearchResultSchema, type CompanyUser } from '@aquarisk/contract/schemas/user.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyPath, farmKeys } from './farm-keys.ts';

/** GET /company/{id}/user: every company user, the choices of the farm form's 'Assigned users'. */
export async function fetchCompanyUsers(companyId: string, signal?: AbortSignal): Promise<CompanyUser[]> {
  return apiRequest(`${companyPath(companyId)}/user`, { signal, schema: z.array(companyUserSchema) });
}

export function useCompanyUsersQuery(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: farmKeys.companyUsers(companyId),
    queryFn: ({ signal }) => fetchCompanyUsers(companyId, signal),
    enabled,
    meta: { errorContext: { message: screenMessages.loadUsers, object: 'users', plural: true } },
  });
}

/** POST /company/{id}/user-ac {name}: company users matching the text, for 'Add user to farm'. */
export async function searchCompanyUsers(companyId: string, name: string, signal?: AbortSignal) {
  return apiRequest(`${companyPath(companyId)}/user-ac`, { method: 'POST', body: { name }, signal, schema: z.array(userSearchResultSchema) });
}

export function useUserSearchQuery(companyId: string, text: string) {
  const name = text.trim();
  return useQuery({
    queryKey: farmKeys.userSearch(companyId, name),
    queryFn: ({ signal }) => searchCompanyUsers(companyId, name, signal),
    enabled: name.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadTheUsers, object: 'users', plural: true } },
  });
}
