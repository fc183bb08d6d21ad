import { lazyMap } from '../../../components/map/lazy-map.tsx';
import type { IntelligenceMapProps } from '../map/intelligence-map-props.ts';

const intelligenceMap = lazyMap<IntelligenceMapProps>(
  () => import('../map/intelligence-map-impl.tsx'),
  (p) => p.height,
);

/** Starts loading MapLibre and its worker while the page still waits for its data (issue 21 item 16). */
export const preloadIntelligenceMap = intelligenceMap.preload;

/** The farms map; MapLibre loads only when it is first shown. */
export const IntelligenceMap = intelligenceMap.LazyMap;
