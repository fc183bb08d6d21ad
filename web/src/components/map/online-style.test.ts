import { describe, expect, it, vi } from 'vitest';
import type { LayerSpecification } from 'maplibre-gl';
import { hideRoadsAndLabels } from './online-style.ts';

describe('online base map (MAP_STYLE_URL)', () => {
  it('hides road and label layers and keeps the rest (docs/requirements.md#core-9)', () => {
    const layers = [
      { id: 'background', type: 'background' },
      { id: 'water', type: 'fill', source: 'openmaptiles', 'source-layer': 'water' },
      { id: 'landcover', type: 'fill', source: 'openmaptiles', 'source-layer': 'landcover' },
      { id: 'highway-major', type: 'line', source: 'openmaptiles', 'source-layer': 'transportation' },
      { id: 'street', type: 'line', source: 'versatiles', 'source-layer': 'streets' },
      { id: 'place-city', type: 'symbol', source: 'openmaptiles', 'source-layer': 'place' },
      { id: 'water-name', type: 'symbol', source: 'openmaptiles', 'source-layer': 'water_name' },
    ] as LayerSpecification[];
    const setLayoutProperty = vi.fn();
    hideRoadsAndLabels({ getStyle: () => ({ version: 8, sources: {}, layers }), setLayoutProperty } as never);
    expect(setLayoutProperty.mock.calls).toEqual(
      ['highway-major', 'street', 'place-city', 'water-name'].map((id) => [id, 'visibility', 'none']),
    );
  });
});
