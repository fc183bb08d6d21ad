import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@aquarisk/contract/constants';
import { screenMessages } from '@aquarisk/contract/messages';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { callApi } from './api-client.ts';
import { sharedKeys } from './shared-query-keys.ts';

/** POST /company/{id}/farm-ac {name}: farms whose name contains the text. */
export function searchFarms(companyExtId: string, name: string, signal?: AbortSignal): Promise<Farm[]> {
  return callApi(farmEndpoints.search, { params: { id: companyExtId }, body: { name }, signal });
}

/** The Farms page's 'Search farms' and Launch Audit's farm typeahead, from the first character on. */
export function useFarmSearchQuery(companyExtId: string | undefined, name: string) {
  const text = name.trim();
  return useQuery({
    queryKey: sharedKeys.farmSearchFor(companyExtId ?? '', text),
    queryFn: ({ signal }) => searchFarms(companyExtId!, text, signal),
    enabled: Boolean(companyExtId) && text.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadFarms, object: 'farms', plural: true } },
  });
}
