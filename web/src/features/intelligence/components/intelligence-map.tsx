import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { IntelligenceMapProps } from '../map/intelligence-map-props.ts';

const IntelligenceMapImpl = lazy(() => import('../map/intelligence-map-impl.tsx'));

/** The farms map; MapLibre loads only when it is first shown. */
export function IntelligenceMap(props: IntelligenceMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="md" role="status" aria-busy="true" aria-label="Loading map" />}>
      <IntelligenceMapImpl {...props} />
    </Suspense>
  );
}
