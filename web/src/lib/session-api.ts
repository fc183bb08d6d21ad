import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { companyEndpoints } from '@aquarisk/contract/endpoints/company.endpoints';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import type { Company } from '@aquarisk/contract/schemas/company.schema';
import type { CurrentUser } from '@aquarisk/contract/schemas/user.schema';
import { callApi } from './api-client.ts';

/** Query keys of the signed-in user's own records; features invalidate `sessionKeys.companies()` after a change. */
export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
  companies: () => [...sessionKeys.all, 'companies'] as const,
};

export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return callApi(userEndpoints.me, { signal });
}

/** Companies visible to the user (an admin sees all), without counts. */
export async function fetchCompanies(signal?: AbortSignal): Promise<Company[]> {
  return callApi(companyEndpoints.list, { query: { details: false }, signal });
}

export function useCurrentUserQuery(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.me(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled,
    meta: { errorContext: { message: screenMessages.loadCurrentUser } },
  });
}

export function useCompaniesQuery(enabled = true) {
  return useQuery({
    queryKey: sessionKeys.companies(),
    queryFn: ({ signal }) => fetchCompanies(signal),
    enabled,
    meta: { errorContext: { message: screenMessages.loadCurrentUserCompanies } },
  });
}
