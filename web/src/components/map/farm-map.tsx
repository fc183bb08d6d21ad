import { lazyMap } from './lazy-map.tsx';
import type { FarmMapProps } from './map-types.ts';

const farmMap = lazyMap<FarmMapProps>(
  () => import('./farm-map-impl.tsx'),
  (p) => p.height ?? 360,
);

/** Starts loading MapLibre and its worker before the map is shown, e.g. while its page waits for data (issue 21). */
export const preloadFarmMap = farmMap.preload;

/** A MapLibre map of farms; MapLibre (~330 KB gzip) loads only when a map is first shown. */
export const FarmMap = farmMap.LazyMap;
