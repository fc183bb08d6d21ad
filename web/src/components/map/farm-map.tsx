import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { FarmMapProps } from './map-types.ts';

const load = () => import('./farm-map-impl.tsx');
const FarmMapImpl = lazy(load);

/** Starts loading MapLibre and its worker before the map is shown, e.g. while its page waits for data (issue 21). */
export const preloadFarmMap = () => void load();

/** A MapLibre map of farms; MapLibre (~330 KB gzip) loads only when a map is first shown. */
export function FarmMap(props: FarmMapProps) {
  const height = props.height ?? 360;
  return (
    <Suspense fallback={<Skeleton height={height} radius="md" role="status" aria-busy="true" aria-label="Loading map" />}>
      <FarmMapImpl {...props} />
    </Suspense>
  );
}
