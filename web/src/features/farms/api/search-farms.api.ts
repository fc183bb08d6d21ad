import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TYPEAHEAD_MIN_CHARS } from '@aquarisk/contract/constants';
import { screenMessages } from '@aquarisk/contract/messages';
import { farmSchema, type Farm } from '@aquarisk/contract/schemas/farm.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyPath, farmKeys } from './farm-keys.ts';

/** POST /company/{id}/farm-ac {name}: farms whose name matches, for the 'Search farms' typeahead. */
export async function searchFarms(companyId: string, name: string, signal?: AbortSignal): Promise<Farm[]> {
  return apiRequest(`${companyPath(companyId)}/farm-ac`, { method: 'POST', body: { name }, signal, schema: z.array(farmSchema) });
}

export function useFarmSearchQuery(companyId: string, text: string) {
  const name = text.trim();
  return useQuery({
    queryKey: farmKeys.search(companyId, name),
    queryFn: ({ signal }) => searchFarms(companyId, name, signal),
    enabled: name.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadFarms, object: 'farms', plural: true } },
  });
}
