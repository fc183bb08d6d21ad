import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapConstants as c } from '@aquarisk/contract/constants';

export type LonLat = readonly [longitude: number, latitude: number];

export interface FitCamera {
  center: [number, number];
  zoom: number;
  pitch: number;
}

/** What the fit needs to know of the map: its size in CSS pixels, its lowest zoom and its field of view. */
export interface Viewport {
  width: number;
  height: number;
  minZoom: number;
  /** vertical field of view in degrees (MapLibre's default 36.87) */
  fov: number;
  /** height of overlays along the bottom edge (a legend), kept clear of farms */
  bottomInset?: number;
}

/** Overlays drawn over the map along its bottom edge carry this attribute; farms are kept above them. */
export const BOTTOM_OVERLAY = 'data-map-overlay-bottom';

export function viewportOf(map: MapLibreMap): Viewport {
  const container = map.getContainer();
  const frame = container.parentElement?.getBoundingClientRect();
  let bottomInset = 0;
  for (const overlay of container.parentElement?.querySelectorAll(`[${BOTTOM_OVERLAY}]`) ?? []) {
    if (frame) bottomInset = Math.max(bottomInset, frame.bottom - overlay.getBoundingClientRect().top);
  }
  return {
    width: container.clientWidth,
    height: container.clientHeight,
    minZoom: map.getMinZoom(true),
    fov: map.getVerticalFieldOfView(),
    bottomInset,
  };
}

/** The spec's tilt for a zoom: pitch 50, rising to 75 near maximum zoom (docs/requirements.md#results-9). */
export const pitchForZoom = (zoom: number) => (zoom >= c.maxZoom - 2 ? c.maxPitch : c.pitch);

/** Space kept around fitted farms: 8 % of the map's smaller side, at most 60 px, so a phone keeps room for the farms. */
export const fitPadding = (width: number, height: number) => Math.round(Math.min(60, width * 0.08, height * 0.08));

const RAD = Math.PI / 180;
/** Web Mercator in world pixels at zoom 0 (a 512 px world, as MapLibre draws it); a zoom scales it by 2^zoom. */
function mercator([lon, lat]: LonLat): [number, number] {
  const y = Math.log(Math.tan(Math.PI / 4 + (Math.max(-85.05, Math.min(85.05, lat)) * RAD) / 2));
  return [((lon + 180) / 360) * 512, ((1 - y / Math.PI) / 2) * 512];
}

/** Screen position of a point given as an offset from the centre in zoom-0 world pixels (see projectPitched). */
function project([dx0, dy0]: [number, number], camera: FitCamera, view: Viewport): [number, number] | null {
  const [dx, dy] = [dx0 * 2 ** camera.zoom, dy0 * 2 ** camera.zoom];
  const distance = (0.5 / Math.tan((view.fov * RAD) / 2)) * view.height;
  const depth = distance - dy * Math.sin(camera.pitch * RAD);
  if (depth <= 1) return null;
  const scale = distance / depth;
  return [view.width / 2 + dx * scale, view.height / 2 + dy * Math.cos(camera.pitch * RAD) * scale];
}

const offset = (point: LonLat, center: LonLat): [number, number] => {
  const [px, py] = mercator(point);
  const [cx, cy] = mercator(center);
  return [px - cx, py - cy];
};

/**
 * Where a point lands on screen for a camera looking at `center` from MapLibre's distance (half the height over the
 * tangent of half the field of view), tilted by `pitch`: the near (lower) half is magnified, the far half shrinks.
 * Null when the point lies at or beyond the horizon.
 */
export const projectPitched = (point: LonLat, camera: FitCamera, view: Viewport) => project(offset(point, camera.center), camera, view);

/**
 * The narrowest west-to-east span of longitudes, across the antimeridian when that is shorter (Chile, Norway and
 * Tasmania span 221° eastwards from Tasmania, 273° from Chile): `west` in [-180, 180], `east` up to 540.
 */
export function narrowestSpan(lons: readonly number[]): [number, number] {
  const sorted = [...lons].sort((a, b) => a - b);
  let gap = sorted[0]! + 360 - sorted.at(-1)!;
  let span: [number, number] = [sorted[0]!, sorted.at(-1)!];
  for (let i = 0; i + 1 < sorted.length; i++) {
    if (sorted[i + 1]! - sorted[i]! > gap) {
      gap = sorted[i + 1]! - sorted[i]!;
      span = [sorted[i + 1]!, sorted[i]! + 360];
    }
  }
  return span;
}

/**
 * The camera that shows every point (issue 21 item 16). MapLibre's fitBounds fits the box as seen from straight
 * above, and the product's minimum zoom of 2 and pitch of 50 then left farms on other continents off the map. Here
 * the zoom falls in quarter steps from `maxZoom` until every point lands inside the padded view at the pitch it will
 * be shown with, down to the lowest zoom the map allows (the whole world).
 */
export function cameraToFit(points: readonly LonLat[], view: Viewport, maxZoom: number): FitCamera | null {
  if (points.length === 0) return null;
  const [west, east] = narrowestSpan(points.map((p) => p[0]));
  const ys = points.map((p) => mercator(p)[1]);
  // The middle of the box in Mercator, not in degrees, so a box from the Arctic to the tropics stays centred.
  const midY = (Math.min(...ys) + Math.max(...ys)) / 2 / 512;
  const middle: LonLat = [(west + east) / 2, Math.atan(Math.sinh(Math.PI * (1 - 2 * midY))) / RAD];
  // Points west of the span are drawn on the next world copy east (MapLibre repeats the world and its layers).
  const offsets = points.map(([lon, lat]) => offset([lon < west ? lon + 360 : lon, lat], middle));
  const center: [number, number] = [middle[0] > 180 ? middle[0] - 360 : middle[0], middle[1]];
  const pad = fitPadding(view.width, view.height);
  const bottom = view.height - Math.max(pad, (view.bottomInset ?? 0) + 8);
  const fits = (camera: FitCamera) =>
    offsets.every((o) => {
      const s = project(o, camera, view);
      return s !== null && s[0] >= pad && s[0] <= view.width - pad && s[1] >= pad && s[1] <= bottom;
    });
  for (let zoom = maxZoom; zoom > view.minZoom; zoom -= 0.25) {
    const camera = { center, zoom, pitch: pitchForZoom(zoom) };
    if (fits(camera)) return camera;
  }
  return { center, zoom: view.minZoom, pitch: pitchForZoom(view.minZoom) };
}
