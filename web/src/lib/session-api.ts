import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { companySchema, type Company } from '@aquarisk/contract/schemas/company.schema';
import { currentUserSchema, type CurrentUser } from '@aquarisk/contract/schemas/user.schema';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

/** Query keys of the signed-in user's own records; features invalidate `sessionKeys.companies()` after a change. */
export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
  companies: () => [...sessionKeys.all, 'companies'] as const,
};

export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest('/user/me', { signal, schema: currentUserSchema });
}

/** Companies visible to the user (an admin sees all), without counts. */
export async function fetchCompanies(signal?: AbortSignal): Promise<Company[]> {
  return apiRequest('/company', { query: { details: false }, signal, schema: z.array(companySchema) });
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
