import { useQuery } from '@tanstack/react-query';
import { settingsSchema } from '@aquarisk/contract/schemas/settings.schema';
import { apiRequest } from '../../lib/api-client.ts';

export type { MapSettings } from '@aquarisk/contract/schemas/settings.schema';

/** Map configuration comes from the server (MAP_* variables), so changing it needs no rebuild. */
export function useMapSettings() {
  return useQuery({
    queryKey: ['settings', 'map'],
    queryFn: async () => (await apiRequest('/settings', { auth: 'none', schema: settingsSchema })).map,
    staleTime: Infinity,
  });
}
