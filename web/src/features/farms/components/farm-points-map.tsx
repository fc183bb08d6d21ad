import { useMemo } from 'react';
import { mapConstants } from '@aquarisk/contract/constants';
import type { FarmPoint } from '@aquarisk/contract/schemas/farm-page.schema';
import { FarmMap } from '../../../components/map/farm-map.tsx';
import type { MapPoint } from '../../../components/map/map-types.ts';

/** The Farms page's map of every farm the user sees; a marker's popup names the farm, its place and species. */
export function FarmPointsMap({
  farmPoints,
  selectedId,
  onSelect,
}: {
  farmPoints: readonly FarmPoint[] | undefined;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}) {
  const points = useMemo<MapPoint[]>(
    () => (farmPoints ?? []).map((f) => ({ id: f.externalId, name: f.name, latitude: f.latitude, longitude: f.longitude })),
    [farmPoints],
  );
  return (
    <FarmMap
      points={points}
      ariaLabel="Map of the company's farms"
      selectedId={selectedId}
      onSelect={onSelect}
      focusZoom={mapConstants.farmListZoom}
      fitToPoints
      popup={(p) => {
        const farm = farmPoints?.find((f) => f.externalId === p.id);
        return farm
          ? {
              title: farm.name,
              lines: [[farm.stateProvince, farm.country].filter(Boolean).join(', '), farm.species ?? ''].filter(Boolean),
            }
          : null;
      }}
      height="var(--farms-map-height)"
    />
  );
}
