import { describe, expect, it } from 'vitest';
import type { LayerSpecification, VectorSourceSpecification } from 'maplibre-gl';
import coast from './coast-regions.json';
import { darkStyle, mapColors, satelliteStyle, styleFor } from './map-styles.ts';

const layer = (layers: LayerSpecification[], id: string) => layers.find((l) => l.id === id)!;

describe('dark style: the offline coastline (issue 24)', () => {
  const style = darkStyle();
  const sources = style.sources as Record<string, VectorSourceSpecification>;

  it('reads the bundled tiles of this origin: the world to its max zoom, each region within its bounds', () => {
    const tiles = [`${location.origin}/coast/{z}/{x}/{y}.pbf`];
    expect(sources['coast-world']).toMatchObject({ type: 'vector', tiles, maxzoom: coast.worldMaxZoom });
    expect(coast.regions.length).toBeGreaterThanOrEqual(10);
    for (const region of coast.regions) {
      expect(sources[`coast-${region.id}`]).toMatchObject({
        type: 'vector',
        tiles,
        minzoom: coast.regionMinZoom,
        maxzoom: coast.regionMaxZoom,
        bounds: region.bounds,
        attribution: expect.stringContaining('OpenStreetMap'),
      });
    }
    expect(JSON.stringify(style)).not.toMatch(/"type":"geojson"|https?:\/\/(?!www\.openstreetmap\.org)(?!localhost)/);
  });

  it('draws sea, world land and coast, then each region over a cover of sea, then borders at low zoom', () => {
    const ids = style.layers.map((l) => l.id);
    expect(ids.slice(0, 3)).toEqual(['ocean', 'land', 'coastline']);
    expect(ids.at(-1)).toBe('borders');
    expect(layer(style.layers, 'borders').maxzoom).toBeLessThanOrEqual(8);
    for (const region of coast.regions) {
      const cover = ids.indexOf(`coast-${region.id}-cover`);
      expect(cover).toBeGreaterThan(ids.indexOf('coastline'));
      expect(ids.slice(cover, cover + 3)).toEqual([`coast-${region.id}-cover`, `coast-${region.id}-land`, `coast-${region.id}-coastline`]);
      expect(layer(style.layers, `coast-${region.id}-cover`)).toMatchObject({
        'source-layer': 'cover',
        paint: { 'fill-color': mapColors.sea },
      });
      expect(layer(style.layers, `coast-${region.id}-land`)).toMatchObject({
        'source-layer': 'land',
        paint: { 'fill-color': mapColors.land },
      });
    }
    expect(layer(style.layers, 'land')).toMatchObject({
      source: 'coast-world',
      'source-layer': 'land',
      paint: { 'fill-color': mapColors.land },
    });
    // no roads or labels (docs/requirements.md#core-9)
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
  });

  it('the regions lie inside the world and do not repeat', () => {
    expect(new Set(coast.regions.map((r) => r.id)).size).toBe(coast.regions.length);
    for (const { bounds } of coast.regions) {
      const [w, s, e, n] = bounds as [number, number, number, number];
      expect(w).toBeLessThan(e);
      expect(s).toBeLessThan(n);
      expect(Math.max(Math.abs(w), Math.abs(e))).toBeLessThanOrEqual(180);
      expect(Math.max(Math.abs(s), Math.abs(n))).toBeLessThan(85);
    }
  });
});

describe('satellite style', () => {
  it('shows the configured imagery with its attribution and the bundled borders on top', () => {
    const style = satelliteStyle('https://imagery.example.net/{z}/{x}/{y}.jpg', '© Example');
    expect(style.sources['imagery']).toMatchObject({
      type: 'raster',
      tiles: ['https://imagery.example.net/{z}/{x}/{y}.jpg'],
      attribution: '© Example',
    });
    expect(style.layers.map((l) => l.id)).toEqual(['ocean', 'imagery', 'borders']);
  });
});

describe('which base map a map shows', () => {
  const none = { styleUrl: null, satelliteTileUrl: null, satelliteAttribution: null, geocoderUrl: null };
  const online = { ...none, styleUrl: 'https://maps.example.net/styles/dark/style.json' };
  const imagery = { ...online, satelliteTileUrl: 'https://imagery.example.net/{z}/{x}/{y}.jpg' };

  it('is the offline dark map with nothing configured, or before the settings arrive', () => {
    for (const settings of [undefined, none]) {
      const chosen = styleFor('dark', settings);
      expect(chosen).toMatchObject({ key: 'dark', online: false });
      expect(chosen.style).toEqual(darkStyle());
    }
    // satellite asked for but not configured: still the dark map
    expect(styleFor('satellite', none).key).toBe('dark');
  });

  it('is the online style of MAP_STYLE_URL when configured, and satellite imagery when asked for', () => {
    expect(styleFor('dark', online)).toEqual({ key: `online:${online.styleUrl}`, online: true, style: online.styleUrl });
    expect(styleFor('satellite', online).key).toBe(`online:${online.styleUrl}`);
    expect(styleFor('satellite', imagery)).toMatchObject({ key: 'satellite', online: false });
    expect(styleFor('dark', imagery).key).toBe(`online:${online.styleUrl}`);
  });
});

describe('land and water are told apart (issue 37 item 18)', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it('land stands out from the sea at the 3:1 contrast WCAG asks of graphics, and so does the coastline', () => {
    expect(contrast(mapColors.land, mapColors.sea)).toBeGreaterThanOrEqual(3);
    expect(contrast(mapColors.coast, mapColors.sea)).toBeGreaterThanOrEqual(3);
  });
});
