import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@aquarisk/contract/constants';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import type { CompanyUser, userSearchResultSchema } from '@aquarisk/contract/schemas/user.schema';
import type { z } from 'zod';
import { callApi } from './api-client.ts';
import { sharedKeys } from './shared-query-keys.ts';

export type CompanyUserMatch = z.output<typeof userSearchResultSchema>;

/** GET /company/{id}/user: every user of the company with roles and farm count. */
export function fetchCompanyUsers(companyExtId: string, signal?: AbortSignal): Promise<CompanyUser[]> {
  return callApi(userEndpoints.list, { params: { id: companyExtId }, signal });
}

/**
 * The company's users for the Users page, the farm form's 'Assigned users' and Launch Audit's multiselect: one key,
 * so a change on one screen refreshes the others. `message` is the screen's own wording of a failure.
 */
export function useCompanyUsersQuery(companyExtId: string | undefined, message: string, enabled = true) {
  return useQuery({
    queryKey: sharedKeys.companyUserList(companyExtId ?? ''),
    queryFn: ({ signal }) => fetchCompanyUsers(companyExtId!, signal),
    enabled: Boolean(companyExtId) && enabled,
    meta: { errorContext: { message, object: 'users', plural: true } },
  });
}

/** POST /company/{id}/user-ac {name}: members whose name or e-mail contains the text. */
export function searchCompanyUsers(companyExtId: string, name: string, signal?: AbortSignal): Promise<CompanyUserMatch[]> {
  return callApi(userEndpoints.search, { params: { id: companyExtId }, body: { name }, signal });
}

/** The typeaheads 'Add user to farm' and 'Add user to audit', from the first character on (docs/requirements.md#results-5). */
export function useCompanyUserSearch(companyExtId: string | undefined, name: string, message: string) {
  const text = name.trim();
  return useQuery({
    queryKey: sharedKeys.companyUserSearch(companyExtId ?? '', text.toLowerCase()),
    queryFn: ({ signal }) => searchCompanyUsers(companyExtId!, text, signal),
    enabled: Boolean(companyExtId) && text.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    meta: { errorContext: { message, object: 'users', plural: true } },
  });
}
