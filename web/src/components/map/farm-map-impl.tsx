import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
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
    if (!map) return;
    setReady(false);
    map.setStyle(base === 'satellite' && satelliteUrl ? satelliteStyle(satelliteUrl, settings.data?.satelliteAttribution ?? undefined) : darkStyle());
  }, [base, satelliteUrl, settings.data?.satelliteAttribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    (map.getSource(POINT_SOURCE) as maplibregl.GeoJSONSource | undefined)?.setData(pointsToGeoJson(points));
    const located = pointsToGeoJson(points).features;
    if (fitToPoints && located.length > 0 && !selectedId) {
      const bounds = new maplibregl.LngLatBounds();
      for (const f of located) bounds.extend(f.geometry.coordinates as [number, number]);
      map.fitBounds(bounds, { padding: 60, maxZoom: 8, duration: c.fitBoundsDurationMs });
    }
  }, [points, ready, fitToPoints, selectedId]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    setSelected(map, selectedId ?? null);
    const target = selectedId ? pointsToGeoJson(points).features.find((f) => f.properties['id'] === selectedId) : undefined;
    if (target) map.flyTo({ center: target.geometry.coordinates as [number, number], zoom: focusZoom, duration: c.flyToDurationMs });
  }, [selectedId, ready, focusZoom, points]);

  return (
    <Box pos="relative" h={height} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <div ref={container} role="region" aria-label={ariaLabel} style={{ position: 'absolute', inset: 0 }} />
      <StyleToggle value={base} onChange={setBase} satelliteAvailable={Boolean(satelliteUrl)} />
    </Box>
  );
}
