import type { ExpressionSpecification, FilterSpecification, Map as MapLibreMap } from 'maplibre-gl';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { safeLatLng } from '@aquarisk/contract/constants';
import { riskBands, riskColors } from '@aquarisk/contract/risk';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import { CIRCLE_RADII, PLAIN_RADIUS, type MapMode } from '../map-modes.ts';

export const FARM_SOURCE = 'iq-farms';
export const FARM_LAYER = 'iq-farm-circles';
/** A farm without a scored audit (or without the chosen section) is drawn grey, like UNKNOWN. */
export const NOT_SCORED = 'NONE';

export interface LayerState {
  mode: MapMode;
  /** index of the chosen section in the section list, or null for the audit's own risk */
  sectionIndex: number | null;
}

type FarmProperties = Record<string, string | number>;

/**
 * One GeoJSON feature per located farm. Figures missing on a farm are -1, so the layer's filter can leave them out;
 * each section's band is a property (s0, s1, …), so choosing a section recolours without rebuilding the data.
 */
export function farmsToGeoJson(items: readonly FarmMapItem[], sections: readonly string[]): FeatureCollection<Point, FarmProperties> {
  const features: Feature<Point, FarmProperties>[] = [];
  for (const item of items) {
    if (item.latitude === null || item.longitude === null) continue;
    const { latitude, longitude } = safeLatLng(item.latitude, item.longitude);
    const properties: FarmProperties = {
      id: item.farmExtId,
      scored: item.surveyId === null ? 0 : 1,
      stale: item.stale ? 1 : 0,
      risk: item.risk ?? NOT_SCORED,
      animalCount: item.animalCount ?? -1,
      avgValue: item.avgValue ?? -1,
      maxValue: item.maxValue ?? -1,
      tonnage: item.tonnage ?? -1,
    };
    sections.forEach((name, i) => {
      properties[`s${i}`] = item.sections.find((s) => s.name === name)?.risk ?? NOT_SCORED;
    });
    features.push({ type: 'Feature', id: features.length, geometry: { type: 'Point', coordinates: [longitude, latitude] }, properties });
  }
  return { type: 'FeatureCollection', features };
}

/** Risk colours of the spec; anything else (UNKNOWN, not scored) grey. */
export function colorExpression(state: LayerState): ExpressionSpecification {
  const property = state.sectionIndex === null ? 'risk' : `s${state.sectionIndex}`;
  const pairs = riskBands.filter((b) => b !== 'UNKNOWN').flatMap((b) => [b, riskColors[b]]);
  return ['match', ['get', property], ...pairs, riskColors.UNKNOWN] as unknown as ExpressionSpecification;
}

/** Value modes size by thresholds; circles grow with zoom so single farms stay easy to hit. */
export function radiusExpression(state: LayerState): ExpressionSpecification {
  const value = state.mode.value;
  const base: number | ExpressionSpecification = value
    ? ([
        'step',
        ['get', value.property],
        CIRCLE_RADII[0],
        ...value.thresholds.slice(1).flatMap((t, i) => [t, CIRCLE_RADII[i + 1]!]),
      ] as unknown as ExpressionSpecification)
    : PLAIN_RADIUS;
  return ['interpolate', ['linear'], ['zoom'], 2, base, 10, ['*', 1.6, base], 16, ['*', 2.4, base]] as unknown as ExpressionSpecification;
}

export function filterExpression(state: LayerState): FilterSpecification | null {
  if (state.mode.scoredOnly) return ['==', ['get', 'scored'], 1];
  if (state.mode.value) return ['>=', ['get', state.mode.value.property], 0];
  return null;
}

/**
 * Stale farms (issue 39 item 5) wear a thick violet ring around their risk colour (a hue no risk band uses); the
 * legend says so.
 */
export const STALE_RING = '#da77f2';
const isStale: ExpressionSpecification = ['==', ['get', 'stale'], 1];
export const strokeColorExpression = ['case', isStale, STALE_RING, '#0a1628'] as unknown as ExpressionSpecification;
export const strokeWidthExpression = ['case', isStale, 3, 1] as unknown as ExpressionSpecification;

export function addFarmLayer(map: MapLibreMap, data: FeatureCollection<Point, FarmProperties>, state: LayerState) {
  if (map.getSource(FARM_SOURCE)) return;
  map.addSource(FARM_SOURCE, { type: 'geojson', data });
  map.addLayer({
    id: FARM_LAYER,
    type: 'circle',
    source: FARM_SOURCE,
    paint: {
      'circle-color': colorExpression(state),
      'circle-radius': radiusExpression(state),
      'circle-opacity': 0.85,
      'circle-stroke-color': strokeColorExpression,
      'circle-stroke-width': strokeWidthExpression,
    },
  });
  applyLayerState(map, state);
}

/** A mode or section change: paint and filter only, the data stays on the GPU. */
export function applyLayerState(map: MapLibreMap, state: LayerState) {
  if (!map.getLayer(FARM_LAYER)) return;
  map.setPaintProperty(FARM_LAYER, 'circle-color', colorExpression(state));
  map.setPaintProperty(FARM_LAYER, 'circle-radius', radiusExpression(state));
  map.setFilter(FARM_LAYER, filterExpression(state));
}
