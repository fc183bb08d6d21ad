import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditsKeys } from './audits-keys.ts';

export interface UserSearchResult {
  externalId: string;
  name: string;
  fullName: string | null;
  email: string;
}

/**
 * POST /company/{id}/user-ac: members whose name or e-mail contains the text. Open to every member (a USER answer
 * needs it); an empty text lists the first members.
 */
export function useUserSearchQuery(companyExtId: string | undefined, name: string) {
  const text = name.trim();
  return useQuery({
    queryKey: auditsKeys.userSearch(companyExtId ?? '', text),
    queryFn: ({ signal }) => apiRequest<UserSearchResult[]>(`/company/${companyExtId}/user-ac`, { method: 'POST', body: { name: text }, signal }),
    enabled: Boolean(companyExtId),
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadUsers, object: 'users', plural: true } },
  });
}
