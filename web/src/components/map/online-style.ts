import type { Map as MapLibreMap } from 'maplibre-gl';

/** Road layers by their vector tile layer: OpenMapTiles (transportation), Shortbread (streets…) and Mapbox (road). */
const ROAD_SOURCE_LAYERS = new Set(['transportation', 'transportation_name', 'streets', 'street_polygons', 'bridges', 'road']);

/**
 * An online base map (MAP_STYLE_URL) keeps to the spec's base map: road and label layers hidden (docs/requirements.md#core-9). Labels
 * are every symbol layer; the farms are circles drawn by the app on top.
 */
export function hideRoadsAndLabels(map: Pick<MapLibreMap, 'getStyle' | 'setLayoutProperty'>) {
  for (const layer of map.getStyle().layers) {
    const sourceLayer = 'source-layer' in layer ? layer['source-layer'] : undefined;
    if (layer.type === 'symbol' || (sourceLayer && ROAD_SOURCE_LAYERS.has(sourceLayer))) {
      map.setLayoutProperty(layer.id, 'visibility', 'none');
    }
  }
}
