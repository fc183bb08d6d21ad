import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { mapConstants as c, safeLatLng } from '@aquarisk/contract/constants';
import { cameraToFit, pitchForZoom, viewportOf, type LonLat } from './fit-camera.ts';
import { LandWaterLegend } from './land-water-legend.tsx';
import { MapFrame } from './map-frame.tsx';
import { addPointLayers, pointsToGeoJson, POINT_LAYER, POINT_SOURCE, setSelected } from './point-layers.ts';
import { pickPointId } from './pick-point.ts';
import { popupElement } from './popup-element.ts';
import { useBaseMap } from './use-base-map.ts';
import { useMapClick } from './use-map-click.ts';
import type { FarmMapProps } from './map-types.ts';

export default function FarmMapImpl({
  points,
  ariaLabel,
  selectedId,
  onSelect,
  focusZoom = c.farmListZoom,
  fitToPoints,
  popup,
  height = 360,
}: FarmMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ points, onSelect, popup });
  latest.current = { points, onSelect, popup };
  const { mapRef, ready, bundledDark, frame } = useBaseMap(container, (map) => addPointLayers(map, latest.current.points));
  // Callers often build `points` on every render; the map reacts only when their content changes.
  const pointsKey = JSON.stringify(points.map((p) => [p.id, p.name, p.latitude, p.longitude, p.color, p.radius]));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the points' content, not their identity
  const geoJson = useMemo(() => pointsToGeoJson(points), [pointsKey]);
  const fitted = useRef(false);
  const focused = useRef(false);

  useMapClick(mapRef, POINT_LAYER, (map, e) => {
    const id = pickPointId(map, e.point, POINT_LAYER, () =>
      latest.current.points.flatMap((p) =>
        p.latitude === null || p.longitude === null ? [] : [{ id: p.id, ...safeLatLng(p.latitude, p.longitude) }],
      ),
    );
    if (!id) return;
    latest.current.onSelect?.(id);
    const point = latest.current.points.find((p) => p.id === id);
    const content = point && latest.current.popup?.(point);
    if (content && point) {
      const { latitude, longitude } = safeLatLng(point.latitude, point.longitude);
      new maplibregl.Popup({ closeButton: true, offset: 10 })
        .setLngLat([longitude, latitude])
        .setDOMContent(popupElement(content))
        .addTo(map);
    }
  });

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    void map.getSource<maplibregl.GeoJSONSource>(POINT_SOURCE)?.setData(geoJson);
    const points = geoJson.features.map((f) => f.geometry.coordinates as unknown as LonLat);
    const camera = fitToPoints && !selectedId ? cameraToFit(points, viewportOf(map), 8) : null;
    if (camera) {
      // The first fit jumps to the farms; later ones (points changed) fly there (issue 21 item 16).
      if (fitted.current) map.flyTo({ ...camera, duration: c.fitBoundsDurationMs });
      else map.jumpTo(camera);
      fitted.current = true;
    }
  }, [mapRef, geoJson, ready, fitToPoints, selectedId]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    setSelected(map, selectedId ?? null);
    const target = selectedId ? geoJson.features.find((f) => f.properties.id === selectedId) : undefined;
    if (!target) return;
    const camera = { center: target.geometry.coordinates as [number, number], zoom: focusZoom, pitch: pitchForZoom(focusZoom) };
    // The map opens on its farm (no flight from the default view across the world's tiles); later selections fly.
    if (focused.current) map.flyTo({ ...camera, duration: c.flyToDurationMs });
    else map.jumpTo(camera);
    focused.current = true;
  }, [mapRef, selectedId, ready, focusZoom, geoJson]);

  return (
    <MapFrame {...frame} ariaLabel={ariaLabel} height={height}>
      {bundledDark ? <LandWaterLegend /> : null}
    </MapFrame>
  );
}
