import type * as maplibregl from 'maplibre-gl';
import { useEffect, useRef, type RefObject } from 'react';
import { mapConstants as c, safeLatLng } from '@aquarisk/contract/constants';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import { cameraToFit, viewportOf, type LonLat } from '../../../components/map/fit-camera.ts';
import { shownInMode } from '../map-modes.ts';
import type { IntelligenceMapProps } from './intelligence-map-props.ts';

/**
 * Fit the view to the farms of a country, or to all farms the mode shows: on load, on new items and on request
 * (nonce). The first fit jumps: the map opens on the farms instead of flying there from the default view for 2 s,
 * frames that on a machine without a GPU cost the land its first paint (issue 21 item 16). A new mode draws other
 * farms and a taller or shorter legend, so it fits again too, unless the user has moved the map since the last fit.
 */
export function useFitFarms(
  mapRef: RefObject<maplibregl.Map | null>,
  ready: boolean,
  items: readonly FarmMapItem[],
  mode: IntelligenceMapProps['mode'],
  fit: IntelligenceMapProps['fit'],
) {
  const fitted = useRef(false);
  const moved = useRef(false);
  const fitNow = (map: maplibregl.Map) => {
    const points: LonLat[] = [];
    for (const item of items) {
      if (item.latitude === null || item.longitude === null || !shownInMode(item, mode)) continue;
      if (fit.country !== undefined && item.country !== fit.country) continue;
      const { latitude, longitude } = safeLatLng(item.latitude, item.longitude);
      points.push([longitude, latitude]);
    }
    const camera = cameraToFit(points, viewportOf(map), 9);
    if (!camera) return;
    if (fitted.current) map.flyTo({ ...camera, duration: c.fitBoundsDurationMs });
    else map.jumpTo(camera);
    fitted.current = true;
    moved.current = false;
  };
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    // Only moves a person makes carry the DOM event that caused them.
    const onMove = (e: { originalEvent?: unknown }) => {
      if (e.originalEvent) moved.current = true;
    };
    map.on('movestart', onMove);
    return () => void map.off('movestart', onMove);
  }, [mapRef, ready]);
  useEffect(() => {
    const map = mapRef.current;
    if (map && ready) fitNow(map);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fits on load, on new items and when asked (nonce)
  }, [mapRef, ready, items, fit.nonce]);
  useEffect(() => {
    const map = mapRef.current;
    if (map && ready && fitted.current && !moved.current) fitNow(map);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refits on a new mode only
  }, [mode.key]);
}
