// Cuts the land inside each demo region (web/src/components/map/coast-regions.json: a box 60 km wide around each demo
// farm of server/src/seed/demo-data.ts) out of OpenStreetMap-derived land polygons and writes regions.geojson, which the
// web build turns into coastline tiles (build-tiles.mjs). Run it again only when a region changes:
//   node scripts/coastline/cut-regions.mjs [map.geo.json]
// Without a file it packs @geo-maps/earth-lands-10m (OSM land, 10 m tolerance, data under the ODbL) from the npm
// registry and checks the tarball against the integrity pinned here before reading it.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boxesOverlap, clipRing, ringBox } from './clip.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PACKAGE = '@geo-maps/earth-lands-10m@0.6.0';
const INTEGRITY = 'sha512-4fSz++s97gTpCyI8aEwVb/zsyzF04+TIqpr5B5IK1vrhnPijeLdOig8h80hLl/bPTQUbpNBnTZnSbiNIhlW6Yw==';

function packedLand() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earth-lands-'));
  const [packed] = JSON.parse(execFileSync('npm', ['pack', PACKAGE, '--json', '--pack-destination', dir], { encoding: 'utf8' }));
  const tgz = path.join(dir, packed.filename);
  const digest = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tgz)).digest('base64')}`;
  if (digest !== INTEGRITY) throw new Error(`${PACKAGE}: integrity ${digest}, expected ${INTEGRITY}`);
  execFileSync('tar', ['xzf', tgz, '-C', dir]);
  return path.join(dir, 'package/map.geo.json');
}

const source = process.argv[2] ?? packedLand();
const { regions } = JSON.parse(fs.readFileSync(path.join(here, '../../web/src/components/map/coast-regions.json'), 'utf8'));
const land = JSON.parse(fs.readFileSync(source, 'utf8'));
const polygons = land.geometries.flatMap((g) => (g.type === 'MultiPolygon' ? g.coordinates : [g.coordinates]));

const features = regions.map((region) => {
  const box = region.bounds;
  const cut = [];
  for (const polygon of polygons) {
    if (!boxesOverlap(ringBox(polygon[0]), box)) continue;
    const outer = clipRing(polygon[0], box);
    if (!outer) continue;
    const holes = polygon
      .slice(1)
      .filter((h) => boxesOverlap(ringBox(h), box))
      .map((h) => clipRing(h, box))
      .filter(Boolean);
    cut.push([outer, ...holes]);
  }
  const points = cut.flat().reduce((n, r) => n + r.length, 0);
  console.log(`${region.id}: ${cut.length} polygons, ${points} points, box ${box.join(', ')}`);
  return { type: 'Feature', properties: { id: region.id }, bbox: box, geometry: { type: 'MultiPolygon', coordinates: cut } };
});

const out = path.join(here, 'regions.geojson');
fs.writeFileSync(out, JSON.stringify({ type: 'FeatureCollection', features }));
console.log(`wrote ${out}: ${fs.statSync(out).size} bytes`);
