import type { Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import { safeLatLng } from '@aquarisk/contract/constants';
import type { MapPoint } from './map-types.ts';

export const POINT_SOURCE = 'farms';
export const POINT_LAYER = 'farm-points';
const SELECTED_LAYER = 'farm-selected';

/** Points with coordinates as GeoJSON; a latitude outside ±90 resets to 0,0 (docs/requirements.md#core-9). */
export function pointsToGeoJson(
  points: readonly MapPoint[],
): FeatureCollection<Point, { id: string; name: string; color: string; radius: number }> {
  return {
    type: 'FeatureCollection',
    features: points
      .filter((p) => p.latitude !== null && p.longitude !== null)
      .map((p) => {
        const { latitude, longitude } = safeLatLng(p.latitude, p.longitude);
        return {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [longitude, latitude] },
          properties: { id: p.id, name: p.name, color: p.color ?? '#22b8cf', radius: p.radius ?? 7 },
        };
      }),
  };
}

export function addPointLayers(map: MapLibreMap, points: readonly MapPoint[]) {
  if (map.getSource(POINT_SOURCE)) return;
  map.addSource(POINT_SOURCE, { type: 'geojson', data: pointsToGeoJson(points) });
  map.addLayer({
    id: SELECTED_LAYER,
    type: 'circle',
    source: POINT_SOURCE,
    filter: ['==', ['get', 'id'], ''],
    paint: {
      'circle-radius': ['+', ['get', 'radius'], 7],
      'circle-color': 'rgba(255,255,255,0.15)',
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: POINT_LAYER,
    type: 'circle',
    source: POINT_SOURCE,
    paint: {
      'circle-radius': ['get', 'radius'],
      'circle-color': ['get', 'color'],
      'circle-stroke-color': '#0a1628',
      'circle-stroke-width': 1.5,
      'circle-opacity': 0.95,
    },
  });
}

export function setSelected(map: MapLibreMap, id: string | null) {
  if (map.getLayer(SELECTED_LAYER)) map.setFilter(SELECTED_LAYER, ['==', ['get', 'id'], id ?? '']);
}
