import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@aquarisk/contract/constants';
import { screenMessages } from '@aquarisk/contract/messages';
import { userSearchResultSchema } from '@aquarisk/contract/schemas/user.schema';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditUsersKeys } from './audit-users-keys.ts';

export type CompanyUserMatch = z.output<typeof userSearchResultSchema>;

/** POST /company/{id}/user-ac {name}: members whose name or e-mail contains the text. */
export async function searchCompanyUsers(companyExtId: string, name: string, signal?: AbortSignal): Promise<CompanyUserMatch[]> {
  return apiRequest(`/company/${encodeURIComponent(companyExtId)}/user-ac`, { method: 'POST', body: { name }, signal, schema: z.array(userSearchResultSchema) });
}

/** Search starts at one character (spec 2 §5). */
export function useCompanyUserSearch(companyExtId: string | undefined, name: string) {
  const text = name.trim();
  return useQuery({
    queryKey: auditUsersKeys.search(companyExtId ?? '', text.toLowerCase()),
    queryFn: ({ signal }) => searchCompanyUsers(companyExtId!, text, signal),
    enabled: Boolean(companyExtId) && text.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadUsers, object: 'users', plural: true } },
  });
}
