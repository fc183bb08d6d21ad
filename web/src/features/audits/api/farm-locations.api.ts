import { useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditsKeys } from './audits-keys.ts';

export interface FarmLocation {
  country: string;
  stateProvinces: string[];
}

/** GET /company/{id}/farm/locations: the countries of the company's farms, each with its regions. */
export function useFarmLocationsQuery(companyExtId: string | undefined) {
  return useQuery({
    queryKey: auditsKeys.locations(companyExtId ?? ''),
    queryFn: ({ signal }) => apiRequest<FarmLocation[]>(`/company/${companyExtId}/farm/locations`, { signal }),
    enabled: Boolean(companyExtId),
    staleTime: 5 * 60_000,
    meta: { errorContext: { message: screenMessages.loadFarmsLocations, object: 'farms locations', plural: true } },
  });
}
