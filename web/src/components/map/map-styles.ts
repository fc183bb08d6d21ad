import type { ExpressionSpecification, LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import type { MapSettings } from '@aquarisk/contract/schemas/settings.schema';
import coast from './coast-regions.json';

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

/** Sea and land as on a nautical chart: navy water, buff land, told apart at 3:1 (issue 37 item 18). */
export const mapColors = { sea: '#0a1628', land: '#6b6352', coast: '#5b7ea6', border: '#35506f' } as const;

export const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const WORLD = 'coast-world';
/** Country borders come from Natural Earth at 1:10 million: past this zoom they stray from the detailed coast. */
const BORDERS_MAX_ZOOM = 8;

/**
 * The offline tiles the web build writes (scripts/coastline/build-tiles.mjs), as an absolute URL: MapLibre's worker
 * resolves tile URLs against its own script's location, not the page.
 */
const coastTiles = () => [`${globalThis.location.origin}/coast/{z}/{x}/{y}.pbf`];

/**
 * The world (Natural Earth 10 m land, public domain: credited in the README, not on the small maps) to
 * `worldMaxZoom`, overzoomed beyond; and one source per demo region with the
 * region's bounds, so the map asks only for detailed tiles that exist (OpenStreetMap-derived land to `regionMaxZoom`).
 */
function coastSources(): Record<string, SourceSpecification> {
  const sources: Record<string, SourceSpecification> = {
    [WORLD]: { type: 'vector', tiles: coastTiles(), minzoom: 0, maxzoom: coast.worldMaxZoom },
  };
  for (const region of coast.regions) {
    sources[`coast-${region.id}`] = {
      type: 'vector',
      tiles: coastTiles(),
      minzoom: coast.regionMinZoom,
      maxzoom: coast.regionMaxZoom,
      bounds: region.bounds as [number, number, number, number],
      attribution: OSM_ATTRIBUTION,
    };
  }
  return sources;
}

const coastWidth: ExpressionSpecification = ['interpolate', ['linear'], ['zoom'], 2, 0.5, 10, 1.2, 14, 1.8];

const bordersLayer = (color: string): LayerSpecification => ({
  id: 'borders',
  type: 'line',
  source: WORLD,
  'source-layer': 'borders',
  maxzoom: BORDERS_MAX_ZOOM,
  paint: { 'line-color': color, 'line-width': 0.6 },
});

/** A region's box first hides the world's coarser land beneath it, then its own land and coast are drawn. */
const regionLayers = (id: string): LayerSpecification[] => {
  const source = `coast-${id}`;
  return [
    { id: `${source}-cover`, type: 'fill', source, 'source-layer': 'cover', paint: { 'fill-color': mapColors.sea } },
    { id: `${source}-land`, type: 'fill', source, 'source-layer': 'land', paint: { 'fill-color': mapColors.land } },
    {
      id: `${source}-coastline`,
      type: 'line',
      source,
      'source-layer': 'coastline',
      paint: { 'line-color': mapColors.coast, 'line-width': coastWidth },
    },
  ];
};

/** The offline default: a dark sea, land with its coastline and country borders from bundled tiles; no roads or labels (docs/requirements.md#core-9). */
export function darkStyle(): StyleSpecification {
  return {
    version: 8,
    sky,
    sources: coastSources(),
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': mapColors.sea } },
      { id: 'land', type: 'fill', source: WORLD, 'source-layer': 'land', paint: { 'fill-color': mapColors.land } },
      {
        id: 'coastline',
        type: 'line',
        source: WORLD,
        'source-layer': 'coastline',
        paint: { 'line-color': mapColors.coast, 'line-width': coastWidth },
      },
      ...coast.regions.flatMap((r) => regionLayers(r.id)),
      bordersLayer(mapColors.border),
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
      [WORLD]: { type: 'vector', tiles: coastTiles(), minzoom: 0, maxzoom: coast.worldMaxZoom },
    },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': mapColors.sea } },
      { id: 'imagery', type: 'raster', source: 'imagery' },
      bordersLayer('rgba(255,255,255,0.35)'),
    ],
  };
}

/**
 * The style for a base: satellite imagery when asked for and configured; otherwise the online vector map of
 * MAP_STYLE_URL when configured, else the offline dark map from the bundled coastline tiles. `key` tells them apart.
 */
export function styleFor(base: BaseStyle, map: MapSettings | undefined) {
  if (base === 'satellite' && map?.satelliteTileUrl) {
    return { key: 'satellite', online: false, style: satelliteStyle(map.satelliteTileUrl, map.satelliteAttribution ?? undefined) };
  }
  if (map?.styleUrl) return { key: `online:${map.styleUrl}`, online: true, style: map.styleUrl };
  return { key: 'dark', online: false, style: darkStyle() };
}
