import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export interface MapSettings {
  satelliteTileUrl: string | null;
  satelliteAttribution: string | null;
  geocoderUrl: string | null;
}

/** Map configuration comes from the server (MAP_* variables), so changing it needs no rebuild. */
export function useMapSettings() {
  return useQuery({
    queryKey: ['settings', 'map'],
    queryFn: async () => (await apiRequest<{ map: MapSettings }>('/settings', { auth: 'none' })).map,
    staleTime: Infinity,
  });
}
