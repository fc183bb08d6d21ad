import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef, type RefObject } from 'react';

/** A click anywhere on the map, and the pointer cursor over `layer` (whose points the click picks). */
export function useMapClick(mapRef: RefObject<MapLibreMap | null>, layer: string, onClick: (map: MapLibreMap, e: MapMouseEvent) => void) {
  const latest = useRef(onClick);
  latest.current = onClick;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const click = (e: MapMouseEvent) => latest.current(map, e);
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', click);
    map.on('mouseenter', layer, pointer);
    map.on('mouseleave', layer, plain);
    return () => {
      map.off('click', click);
      map.off('mouseenter', layer, pointer);
      map.off('mouseleave', layer, plain);
    };
  }, [mapRef, layer]);
}
