import { z } from 'zod';

/** GET /settings: public client settings (map sources from the server's MAP_* variables). */
export const mapSettingsSchema = z.object({
  /** an online vector base map (MapLibre style JSON URL) instead of the offline dark map */
  styleUrl: z.string().nullable(),
  satelliteTileUrl: z.string().nullable(),
  satelliteAttribution: z.string().nullable(),
  geocoderUrl: z.string().nullable(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

export const settingsSchema = z.object({ map: mapSettingsSchema });
