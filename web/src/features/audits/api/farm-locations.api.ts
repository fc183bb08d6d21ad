import { queryOptions, useQuery } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import { type farmLocationSchema } from '@aquarisk/contract/schemas/farm.schema';
import { type z } from 'zod';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { callApi } from '../../../lib/api-client.ts';
import { auditsKeys } from './audits-keys.ts';

export type FarmLocation = z.infer<typeof farmLocationSchema>;

/** GET /company/{id}/farm/locations: the countries of the company's farms, each with its regions. */
export function farmLocationsQuery(companyExtId: string) {
  return queryOptions({
    queryKey: auditsKeys.locations(companyExtId),
    queryFn: ({ signal }) => callApi(farmEndpoints.locations, { params: { id: companyExtId }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFarmLocationsQuery(companyExtId: string | undefined) {
  return useQuery({
    ...farmLocationsQuery(companyExtId ?? ''),
    enabled: Boolean(companyExtId),
    meta: { errorContext: { message: screenMessages.loadFarmsLocations, object: 'farms locations', plural: true } },
  });
}
