import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { mapConstants as c } from '@aquarisk/contract/constants';
import { pitchForZoom } from './fit-camera.ts';
import { styleFor, type BaseStyle } from './map-styles.ts';
import { useMapSettings } from './map-settings.ts';
import { hideRoadsAndLabels } from './online-style.ts';

maplibregl.setWorkerUrl(workerUrl);
// The worker fetches and compiles its 520 KB script before it can cut any land into tiles: start it as soon as this
// module loads (the pages load it beside their data), not when the first map is created (issue 21 item 16). Where
// there are no workers (the unit tests' DOM) there is nothing to warm: the map itself is not drawn there either.
if (typeof Worker !== 'undefined') maplibregl.prewarm();

/**
 * A MapLibre map in `container` with the product's constants: the dark base map (offline tiles, or MAP_STYLE_URL) or
 * satellite imagery, pitch 50 rising to 75 near maximum zoom, navigation controls. `onStyleLoad` adds the caller's layers after every style
 * (re)load; `ready` is false while a style loads, `drawn` until the map has drawn it (land included) once.
 */
export function useBaseMap(container: RefObject<HTMLDivElement | null>, onStyleLoad: (map: maplibregl.Map) => void) {
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [ready, setReady] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [base, setBase] = useState<BaseStyle>('dark');
  const settings = useMapSettings();
  const satelliteUrl = settings.data?.satelliteTileUrl ?? null;
  const wanted = styleFor(base, settings.data);
  const latestStyle = useRef(wanted);
  latestStyle.current = wanted;
  const applied = useRef<{ key: string; online: boolean } | null>(null);
  const onLoad = useRef(onStyleLoad);
  onLoad.current = onStyleLoad;

  useEffect(() => {
    if (!container.current) return;
    applied.current = latestStyle.current;
    const map = new maplibregl.Map({
      container: container.current,
      style: latestStyle.current.style,
      center: [c.defaultCenter.longitude, c.defaultCenter.latitude],
      zoom: c.defaultZoom,
      minZoom: c.minZoom,
      maxZoom: c.maxZoom,
      pitch: c.pitch,
      maxPitch: c.maxPitch,
      attributionControl: { compact: true },
    });
    map.addControl(new maplibregl.NavigationControl({ visualizePitch: true }), 'top-right');
    // Offline (issue 27) the device has only the coast tiles it already saw: one it cannot fetch stays blank, which is
    // not an error of the page. Online, MapLibre's errors are logged as before (a listener replaces its own logging).
    map.on('error', (e) => {
      if (navigator.onLine) console.error(e.error);
    });
    // Pitch 50, rising to 75 near maximum zoom (docs/requirements.md#results-9).
    map.on('zoomend', () => {
      const pitch = pitchForZoom(map.getZoom());
      if (Math.abs(map.getPitch() - pitch) > 1) map.easeTo({ pitch, duration: 600 });
    });
    map.on('style.load', () => {
      if (applied.current?.online) hideRoadsAndLabels(map);
      onLoad.current(map);
      setReady(true);
      // 'idle': every source loaded and drawn. Until then the frame says the map is loading instead of showing an
      // empty dark sea (issue 21 item 16).
      map.once('idle', () => setDrawn(true));
    });
    mapRef.current = map;
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, [container]);

  useEffect(() => {
    const map = mapRef.current;
    const next = latestStyle.current;
    if (!map || next.key === applied.current?.key) return;
    applied.current = next;
    setReady(false);
    setDrawn(false);
    // No diff: a diffed style change fires no 'style.load', so the farm layers would never come back.
    map.setStyle(next.style, { diff: false });
  }, [wanted.key]);

  // The bundled dark map's land and water are ours to name in a legend; an online style's or imagery's are not.
  const satelliteAvailable = Boolean(satelliteUrl);
  /** What MapFrame needs of this map, but for its label and height. */
  const frame = { container, base, onBase: setBase, satelliteAvailable, ready, loading: !drawn };
  return { mapRef, ready, drawn, base, setBase, satelliteAvailable, bundledDark: wanted.key === 'dark', frame };
}
