import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { intelligenceEndpoints } from '@aquarisk/contract/endpoints/intelligence.endpoints';
import type { CountryFarmCount } from '@aquarisk/contract/schemas/intelligence.schema';
import { callApi } from '../../../lib/api-client.ts';
import { intelligenceKeys } from './intelligence-keys.ts';

/** GET /iq/my/company/{id}/countries/farm/count: the country picker's entries. */
export async function fetchCountryFarmCounts(companyExtId: string, signal?: AbortSignal): Promise<CountryFarmCount[]> {
  return callApi(intelligenceEndpoints.countryFarmCounts, { params: { id: companyExtId }, signal });
}

export function useCountryFarmCountsQuery(companyExtId: string) {
  return useQuery({
    queryKey: intelligenceKeys.countryFarmCounts(companyExtId),
    queryFn: ({ signal }) => fetchCountryFarmCounts(companyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadCountriesWithFarms, object: 'countries', plural: true } },
  });
}
