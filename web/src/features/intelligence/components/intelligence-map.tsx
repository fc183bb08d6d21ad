import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { IntelligenceMapProps } from '../map/intelligence-map-props.ts';

const load = () => import('../map/intelligence-map-impl.tsx');
const IntelligenceMapImpl = lazy(load);

/** Starts loading MapLibre and its worker while the page still waits for its data (issue 21 item 16). */
export const preloadIntelligenceMap = () => void load();

/** The farms map; MapLibre loads only when it is first shown. */
export function IntelligenceMap(props: IntelligenceMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="md" role="status" aria-busy="true" aria-label="Loading map" />}>
      <IntelligenceMapImpl {...props} />
    </Suspense>
  );
}
