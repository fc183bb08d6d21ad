import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { mapConstants as c } from '@aquarisk/contract/constants';
import { darkStyle, satelliteStyle, type BaseStyle } from './map-styles.ts';
import { useMapSettings } from './map-settings.ts';
import { StyleToggle } from './style-toggle.tsx';
import { addPointLayers, pointsToGeoJson, POINT_LAYER, POINT_SOURCE, setSelected } from './point-layers.ts';
import { popupElement } from './popup-element.ts';
import type { FarmMapProps } from './map-types.ts';

maplibregl.setWorkerUrl(workerUrl);

export default function FarmMapImpl({ points, ariaLabel, selectedId, onSelect, focusZoom = c.farmListZoom, fitToPoints, popup, height = 360 }: FarmMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [ready, setReady] = useState(false);
  const [base, setBase] = useState<BaseStyle>('dark');
  const settings = useMapSettings();
  const satelliteUrl = settings.data?.satelliteTileUrl ?? null;
  const latest = useRef({ points, onSelect, popup });
  latest.current = { points, onSelect, popup };
  // Callers often build `points` on every render; the map reacts only when their content changes.
  const pointsKey = JSON.stringify(points.map((p) => [p.id, p.name, p.latitude, p.longitude, p.color, p.radius]));
  const geoJson = useMemo(() => pointsToGeoJson(points), [pointsKey]);
  const appliedBase = useRef<BaseStyle>('dark');

  useEffect(() => {
    if (!container.current) return;
    const map = new maplibregl.Map({
      container: container.current,
      style: darkStyle(),
      center: [c.defaultCenter.longitude, c.defaultCenter.latitude],
      zoom: c.defaultZoom,
      minZoom: c.minZoom,
      maxZoom: c.maxZoom,
      pitch: c.pitch,
      maxPitch: c.maxPitch,
      attributionControl: { compact: true },
    });
    map.addControl(new maplibregl.NavigationControl({ visualizePitch: true }), 'top-right');
    // Pitch 50, rising to 75 near maximum zoom (spec 2 §9).
    map.on('zoomend', () => {
      const pitch = map.getZoom() >= c.maxZoom - 2 ? c.maxPitch : c.pitch;
      if (Math.abs(map.getPitch() - pitch) > 1) map.easeTo({ pitch, duration: 600 });
    });
    map.on('click', POINT_LAYER, (e) => {
      const feature = e.features?.[0];
      const id = feature?.properties?.['id'] as string | undefined;
      if (!id) return;
      latest.current.onSelect?.(id);
      const point = latest.current.points.find((p) => p.id === id);
      const content = point && latest.current.popup?.(point);
      if (content && feature?.geometry.type === 'Point') {
        new maplibregl.Popup({ closeButton: true, offset: 10 }).setLngLat(feature.geometry.coordinates as [number, number]).setDOMContent(popupElement(content)).addTo(map);
      }
    });
    map.on('mouseenter', POINT_LAYER, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', POINT_LAYER, () => (map.getCanvas().style.cursor = ''));
    map.on('style.load', () => {
      addPointLayers(map, latest.current.points);
      setReady(true);
    });
    mapRef.current = map;
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const wanted: BaseStyle = base === 'satellite' && satelliteUrl ? 'satellite' : 'dark';
    if (!map || wanted === appliedBase.current) return;
    appliedBase.current = wanted;
    setReady(false);
    // No diff: a diffed style change fires no 'style.load', so the farm layers would never come back.
    map.setStyle(wanted === 'satellite' ? satelliteStyle(satelliteUrl!, settings.data?.satelliteAttribution ?? undefined) : darkStyle(), { diff: false });
  }, [base, satelliteUrl, settings.data?.satelliteAttribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    (map.getSource(POINT_SOURCE) as maplibregl.GeoJSONSource | undefined)?.setData(geoJson);
    const located = geoJson.features;
    if (fitToPoints && located.length > 0 && !selectedId) {
      const bounds = new maplibregl.LngLatBounds();
      for (const f of located) bounds.extend(f.geometry.coordinates as [number, number]);
      map.fitBounds(bounds, { padding: 60, maxZoom: 8, duration: c.fitBoundsDurationMs });
    }
  }, [geoJson, ready, fitToPoints, selectedId]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    setSelected(map, selectedId ?? null);
    const target = selectedId ? geoJson.features.find((f) => f.properties.id === selectedId) : undefined;
    if (target) map.flyTo({ center: target.geometry.coordinates as [number, number], zoom: focusZoom, duration: c.flyToDurationMs });
  }, [selectedId, ready, focusZoom, geoJson]);

  return (
    <Box pos="relative" h={height} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: '#0a1628' }}>
      <div ref={container} role="region" aria-label={ariaLabel} style={{ position: 'absolute', inset: 0 }} />
      <StyleToggle value={base} onChange={setBase} satelliteAvailable={Boolean(satelliteUrl)} />
    </Box>
  );
}
