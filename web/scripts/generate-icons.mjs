// Run once when the logo changes (not part of the build): writes the installable app's PNG icons into public/icons/
// from public/favicon.svg with rsvg-convert (Debian: apt-get install librsvg2-bin). The PNGs are committed.
// - icon-192.png, icon-512.png: the logo as it is (rounded square), purpose "any".
// - icon-maskable-512.png: full-bleed navy with the waves inside the central 80 % safe zone, purpose "maskable"
//   (a launcher may cut it to a circle or a squircle).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = fs.readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');
const out = path.join(web, 'public/icons');
fs.mkdirSync(out, { recursive: true });

const waves = [...logo.matchAll(/<path[^>]*\/>/g)].map((m) => m[0]).join('');
if (!waves) throw new Error('generate-icons: favicon.svg has no <path> to reuse');
const background = /<rect[^>]*fill="(#[0-9a-f]+)"/i.exec(logo)?.[1];
if (!background) throw new Error('generate-icons: favicon.svg has no filled <rect>');
// The waves span x 10..54 of 64; scaled to 0.7 around the centre they stay inside the maskable safe circle.
const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
  `<g transform="translate(9.6 9.6) scale(0.7)">${waves}</g></svg>`;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-icons-'));
const render = (svg, size, name) => {
  const file = path.join(tmp, `${name}.svg`);
  fs.writeFileSync(file, svg);
  execFileSync('rsvg-convert', ['-w', String(size), '-h', String(size), '-o', path.join(out, name), file]);
  console.log(`${name}: ${fs.statSync(path.join(out, name)).size} bytes`);
};
render(logo, 192, 'icon-192.png');
render(logo, 512, 'icon-512.png');
render(maskable, 512, 'icon-maskable-512.png');
fs.rmSync(tmp, { recursive: true, force: true });
