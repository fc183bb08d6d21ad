import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { countryFarmCountsSchema, type CountryFarmCount } from '@aquarisk/contract/schemas/intelligence.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { intelligenceKeys } from './intelligence-keys.ts';

/** GET /iq/my/company/{id}/countries/farm/count: the country picker's entries. */
export async function fetchCountryFarmCounts(companyExtId: string, signal?: AbortSignal): Promise<CountryFarmCount[]> {
  return apiRequest(`/iq/my/company/${encodeURIComponent(companyExtId)}/countries/farm/count`, { signal, schema: countryFarmCountsSchema });
}

export function useCountryFarmCountsQuery(companyExtId: string) {
  return useQuery({
    queryKey: intelligenceKeys.countryFarmCounts(companyExtId),
    queryFn: ({ signal }) => fetchCountryFarmCounts(companyExtId, signal),
    meta: { errorContext: { message: screenMessages.loadCountriesWithFarms, object: 'countries', plural: true } },
  });
}
