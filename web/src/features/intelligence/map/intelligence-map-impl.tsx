import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { mapConstants as c, safeLatLng } from '@aquarisk/contract/constants';
import type { FarmMapItem } from '@aquarisk/contract/schemas/intelligence.schema';
import { MapFrame } from '../../../components/map/map-frame.tsx';
import { pickPointId } from '../../../components/map/pick-point.ts';
import { popupElement } from '../../../components/map/popup-element.ts';
import { useBaseMap } from '../../../components/map/use-base-map.ts';
import { useMapClick } from '../../../components/map/use-map-click.ts';
import { shownInMode } from '../map-modes.ts';
import { addFarmLayer, applyLayerState, FARM_LAYER, FARM_SOURCE, farmsToGeoJson, type LayerState } from './farm-layer.ts';
import { farmPopup } from './farm-popup.ts';
import type { IntelligenceMapProps } from './intelligence-map-props.ts';
import { useFitFarms } from './use-fit-farms.ts';

/**
 * Every farm as one feature of a GeoJSON source drawn by a circle layer (on the GPU, smooth at 20,000 farms).
 * Switching mode or section changes paint and filter only; a click or a search opens the farm's popup.
 */
export default function IntelligenceMapImpl({
  items,
  mode,
  section,
  sections,
  focus,
  fit,
  onOpenResults,
  height,
  children,
}: IntelligenceMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const geoJson = useMemo(() => farmsToGeoJson(items, sections), [items, sections]);
  const byId = useMemo(() => new Map(items.map((i) => [i.farmExtId, i])), [items]);
  const state: LayerState = { mode, sectionIndex: section === null ? null : Math.max(0, sections.indexOf(section)) };
  const latest = useRef({ geoJson, state, byId, mode, section, onOpenResults });
  latest.current = { geoJson, state, byId, mode, section, onOpenResults };
  const popup = useRef<maplibregl.Popup | null>(null);
  const { mapRef, ready, frame } = useBaseMap(container, (map) => addFarmLayer(map, latest.current.geoJson, latest.current.state));

  const openPopup = (map: maplibregl.Map, item: FarmMapItem) => {
    const { latitude, longitude } = safeLatLng(item.latitude, item.longitude);
    const element = popupElement(farmPopup(item, latest.current.mode, latest.current.section));
    // The results open inside the app, without reloading it.
    element.querySelector('a')?.addEventListener('click', (e) => {
      e.preventDefault();
      latest.current.onOpenResults((e.currentTarget as HTMLAnchorElement).getAttribute('href')!);
    });
    popup.current?.remove();
    popup.current = new maplibregl.Popup({ closeButton: true, offset: 10, maxWidth: '300px' })
      .setLngLat([longitude, latitude])
      .setDOMContent(element)
      .addTo(map);
  };

  useMapClick(mapRef, FARM_LAYER, (map, e) => {
    const { byId, mode } = latest.current;
    const id = pickPointId(map, e.point, FARM_LAYER, function* () {
      for (const item of byId.values()) {
        if (item.latitude === null || item.longitude === null || !shownInMode(item, mode)) continue;
        yield { id: item.farmExtId, ...safeLatLng(item.latitude, item.longitude) };
      }
    });
    const item = id ? byId.get(id) : undefined;
    if (item) openPopup(map, item);
  });

  useEffect(() => {
    const map = mapRef.current;
    if (map && ready) void map.getSource<maplibregl.GeoJSONSource>(FARM_SOURCE)?.setData(geoJson);
  }, [mapRef, geoJson, ready]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && ready) applyLayerState(map, state);
    popup.current?.remove();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the layer state is rebuilt each render; its inputs are the deps
  }, [mapRef, ready, mode, state.sectionIndex]);

  useFitFarms(mapRef, ready, items, mode, fit);

  // A searched farm: fly to zoom 15 and open its popup.
  useEffect(() => {
    const map = mapRef.current;
    const item = focus ? byId.get(focus.farmExtId) : undefined;
    if (!map || !ready || !item || item.latitude === null || item.longitude === null) return;
    const { latitude, longitude } = safeLatLng(item.latitude, item.longitude);
    // Listening first: with reduced motion MapLibre jumps instead of flying and ends the move inside flyTo.
    map.once('moveend', () => openPopup(map, item));
    map.flyTo({ center: [longitude, latitude], zoom: c.flyToZoom, duration: c.flyToDurationMs });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- flies once per search (nonce), not when the list refreshes
  }, [mapRef, ready, focus?.nonce]);

  return (
    <MapFrame {...frame} ariaLabel="Map of the company's farms" height={height}>
      {children}
    </MapFrame>
  );
}
