// Writes the offline base map's vector tiles (Mapbox Vector Tiles) into web/public/coast/{z}/{x}/{y}.pbf, run by
// `npm run build -w web` before `vite build` (which copies them to dist/coast). Skipped when the tiles are up to date.
//  - z0–5 (worldMaxZoom), the whole world: Natural Earth land and country borders (world-atlas; 1:110 million to z1,
//    1:50 million to z3, 1:10 million beyond), layers `land`, `coastline`, `borders`; every tile is written, sea-only
//    ones empty, so the map never asks for a tile that is not there.
//  - z6–12 (regionMinZoom–regionMaxZoom), the demo regions only (web/src/components/map/coast-regions.json):
//    OpenStreetMap-derived land (regions.geojson, see cut-regions.mjs), layers `land`, `coastline` and `cover` (the
//    region's box, which hides the coarser world land beneath it). The map shows them through one source per region
//    with the region's `bounds`, and overzooms z12.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { feature, mesh } from 'topojson-client';
import { coastlines } from './clip.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const out = path.join(root, 'web/public/coast');
const coast = JSON.parse(fs.readFileSync(path.join(root, 'web/src/components/map/coast-regions.json'), 'utf8'));
const { worldMaxZoom: WORLD_MAX_ZOOM, regionMinZoom: REGION_MIN_ZOOM, regionMaxZoom: REGION_MAX_ZOOM } = coast;

const atlas = (name) => path.join(root, `node_modules/world-atlas/${name}.json`);
const inputs = [
  path.join(here, 'build-tiles.mjs'),
  path.join(here, 'clip.mjs'),
  path.join(here, 'regions.geojson'),
  path.join(root, 'web/src/components/map/coast-regions.json'),
  ...['110m', '50m', '10m'].flatMap((scale) => [atlas(`land-${scale}`), atlas(`countries-${scale}`)]),
];
const stamp = path.join(out, '.inputs');
const digest = crypto.createHash('sha256');
for (const file of inputs) digest.update(fs.readFileSync(file));
const version = digest.digest('hex');
if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === version) {
  console.log('coastline tiles are up to date');
  process.exit(0);
}

/** Rings crossing the antimeridian jump from +180 to −180; continuous longitudes let geojson-vt wrap them instead. */
function unwrapRing(ring) {
  let offset = 0;
  return ring.map(([lon, lat], i) => {
    if (i > 0) {
      const prev = ring[i - 1][0];
      if (lon - prev > 180) offset -= 360;
      else if (prev - lon > 180) offset += 360;
    }
    return [lon + offset, lat];
  });
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const tiler = (features, maxZoom) =>
  new GeoJSONVT({ type: 'FeatureCollection', features }, { maxZoom, indexMaxZoom: maxZoom, tolerance: 3, buffer: 64 });
const polygons = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);
const asFeature = (geometry) => ({ type: 'Feature', properties: {}, geometry });

function writeTile(z, x, y, layers) {
  const present = Object.fromEntries(Object.entries(layers).filter(([, tile]) => tile));
  const dir = path.join(out, String(z), String(x));
  fs.mkdirSync(dir, { recursive: true });
  const bytes = Object.keys(present).length ? fromGeojsonVt(present, { version: 2 }) : new Uint8Array();
  fs.writeFileSync(path.join(dir, `${y}.pbf`), bytes);
  return bytes.length;
}

// The world: land, its coast (less the cuts along the antimeridian and the map's southern edge) and land borders, from
// Natural Earth at the scale that suits the zoom: a world view drawn from 1:10 million data carried thousands of
// islands too small to see, and cost the map its first second.
const worldCut = (a, b) => (Math.abs(a[0]) >= 179.99 && Math.abs(b[0]) >= 179.99) || (a[1] <= -84.99 && b[1] <= -84.99);
function worldAt(scale) {
  const landTopo = readJson(atlas(`land-${scale}`));
  const worldPolygons = feature(landTopo, landTopo.objects.land)
    .features.flatMap((f) => polygons(f.geometry))
    .map((polygon) => polygon.map(unwrapRing));
  const countriesTopo = readJson(atlas(`countries-${scale}`));
  const borders = mesh(countriesTopo, countriesTopo.objects.countries, (a, b) => a !== b);
  return {
    land: tiler([asFeature({ type: 'MultiPolygon', coordinates: worldPolygons })], WORLD_MAX_ZOOM),
    coastline: tiler([asFeature({ type: 'MultiLineString', coordinates: coastlines(worldPolygons.flat(), worldCut) })], WORLD_MAX_ZOOM),
    borders: tiler([asFeature({ ...borders, coordinates: borders.coordinates.map(unwrapRing) })], WORLD_MAX_ZOOM),
  };
}
const scales = { '110m': worldAt('110m'), '50m': worldAt('50m'), '10m': worldAt('10m') };
const worldFor = (z) => (z <= 1 ? scales['110m'] : z <= 3 ? scales['50m'] : scales['10m']);

fs.rmSync(out, { recursive: true, force: true });
let [files, bytes] = [0, 0];
for (let z = 0; z <= WORLD_MAX_ZOOM; z++) {
  const world = worldFor(z);
  for (let x = 0; x < 2 ** z; x++) {
    for (let y = 0; y < 2 ** z; y++) {
      bytes += writeTile(z, x, y, {
        land: world.land.getTile(z, x, y),
        coastline: world.coastline.getTile(z, x, y),
        borders: world.borders.getTile(z, x, y),
      });
      files++;
    }
  }
}
console.log(`world z0–${WORLD_MAX_ZOOM}: ${files} tiles, ${bytes} bytes`);

// The demo regions: every region in one index, so a tile two regions share holds both.
const regionBounds = coast.regions.map((r) => r.bounds);
const regionLand = readJson(path.join(here, 'regions.geojson')).features;
const onEdge = (box) => (a, b) =>
  (a[0] === b[0] && (a[0] === box[0] || a[0] === box[2])) || (a[1] === b[1] && (a[1] === box[1] || a[1] === box[3]));
const regionCoast = regionLand.map((f) =>
  asFeature({ type: 'MultiLineString', coordinates: coastlines(f.geometry.coordinates.flat(), onEdge(f.bbox)) }),
);
const boxPolygon = ([w, s, e, n]) =>
  asFeature({
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  });
const regions = {
  land: tiler(
    regionLand.map((f) => asFeature(f.geometry)),
    REGION_MAX_ZOOM,
  ),
  coastline: tiler(regionCoast, REGION_MAX_ZOOM),
  cover: tiler(regionBounds.map(boxPolygon), REGION_MAX_ZOOM),
};
const tileX = (lon, z) => Math.floor(((lon + 180) / 360) * 2 ** z);
const tileY = (lat, z) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};
const written = new Set();
let [regionFiles, regionBytes] = [0, 0];
for (let z = REGION_MIN_ZOOM; z <= REGION_MAX_ZOOM; z++) {
  for (const [w, s, e, n] of regionBounds) {
    for (let x = tileX(w, z); x <= tileX(e, z); x++) {
      for (let y = tileY(n, z); y <= tileY(s, z); y++) {
        if (written.has(`${z}/${x}/${y}`)) continue;
        written.add(`${z}/${x}/${y}`);
        regionBytes += writeTile(z, x, y, {
          land: regions.land.getTile(z, x, y),
          coastline: regions.coastline.getTile(z, x, y),
          cover: regions.cover.getTile(z, x, y),
        });
        regionFiles++;
      }
    }
  }
}
console.log(`regions z${REGION_MIN_ZOOM}–${REGION_MAX_ZOOM}: ${regionFiles} tiles, ${regionBytes} bytes`);
fs.writeFileSync(stamp, version);
