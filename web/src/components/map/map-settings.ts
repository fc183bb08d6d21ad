import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { callApi } from '../../lib/api-client.ts';

export type { MapSettings } from '@aquarisk/contract/schemas/settings.schema';

/** Map configuration comes from the server (MAP_* variables), so changing it needs no rebuild. */
export function useMapSettings() {
  return useQuery({
    queryKey: ['settings', 'map'],
    queryFn: async () => (await callApi(authEndpoints.settings)).map,
    staleTime: Infinity,
  });
}
