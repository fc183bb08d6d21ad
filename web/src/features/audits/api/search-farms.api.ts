import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@aquarisk/contract/constants';
import { screenMessages } from '@aquarisk/contract/messages';
import { farmSchema } from '@aquarisk/contract/schemas/farm.schema';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditsKeys } from './audits-keys.ts';

/** POST /company/{id}/farm-ac: farms whose name contains the text, searched from the first character. */
export function useFarmSearchQuery(companyExtId: string | undefined, name: string) {
  const text = name.trim();
  return useQuery({
    queryKey: auditsKeys.farmSearch(companyExtId ?? '', text),
    queryFn: ({ signal }) => apiRequest(`/company/${companyExtId}/farm-ac`, { method: 'POST', body: { name: text }, signal, schema: z.array(farmSchema) }),
    enabled: Boolean(companyExtId) && text.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadFarms, object: 'farms', plural: true } },
  });
}
