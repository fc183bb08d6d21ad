import type { StyleSpecification } from 'maplibre-gl';
import { worldCountries } from './world-countries.ts';

export type BaseStyle = 'dark' | 'satellite';

/** Tilted views (pitch 50, 75 near full zoom) show the horizon: a dark sky instead of a blank white band. */
const sky = {
  'sky-color': '#0d2138',
  'horizon-color': '#16304f',
  'fog-color': '#0a1628',
  'sky-horizon-blend': 0.6,
  'horizon-fog-blend': 0.5,
  'fog-ground-blend': 0.6,
} as const;

/** The offline default: a dark ocean with bundled country shapes; no roads or labels (docs/requirements.md#core-9). */
export function darkStyle(): StyleSpecification {
  return {
    version: 8,
    sky,
    sources: { countries: { type: 'geojson', data: worldCountries() } },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': '#0a1628' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#1c2e45', 'fill-opacity': 1 } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#35506f', 'line-width': 0.6 } },
    ],
  };
}

/** Satellite imagery from a configured raster tile URL ({z}/{x}/{y}); borders drawn on top, still no labels. */
export function satelliteStyle(tileUrl: string, attribution: string | undefined): StyleSpecification {
  return {
    version: 8,
    sky,
    sources: {
      imagery: { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: 19, ...(attribution ? { attribution } : {}) },
      countries: { type: 'geojson', data: worldCountries() },
    },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': '#0a1628' } },
      { id: 'imagery', type: 'raster', source: 'imagery' },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': 'rgba(255,255,255,0.35)', 'line-width': 0.6 } },
    ],
  };
}
