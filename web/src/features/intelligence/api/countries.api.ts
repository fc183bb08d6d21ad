import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { intelligenceEndpoints } from '@aquarisk/contract/endpoints/intelligence.endpoints';
import type { CountryData } from '@aquarisk/contract/schemas/intelligence.schema';
import { callApi } from '../../../lib/api-client.ts';
import { intelligenceKeys } from './intelligence-keys.ts';

/** GET /iq/my/company/{id}/countries?scored: country data of the farms the mode shows. */
export async function fetchCountries(companyExtId: string, scored: boolean, signal?: AbortSignal): Promise<CountryData[]> {
  return callApi(intelligenceEndpoints.countries, { params: { id: companyExtId }, query: { scored }, signal });
}

export function useCountriesQuery(companyExtId: string, scored: boolean) {
  return useQuery({
    queryKey: intelligenceKeys.countries(companyExtId, scored),
    queryFn: ({ signal }) => fetchCountries(companyExtId, scored, signal),
    placeholderData: keepPreviousData,
    meta: { errorContext: { message: screenMessages.loadCountries, object: 'countries', plural: true } },
  });
}
