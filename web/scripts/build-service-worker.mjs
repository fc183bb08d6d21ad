// After `vite build` and prerender-landing.mjs, before precompress.mjs (so the precache lists the final files and
// sw.js is compressed with the rest): writes dist/sw.js with Workbox's generateSW (issue 27 item 1).
// - Precache: the app shell (index.html), every JS and CSS chunk, MapLibre and its worker (the question screen shows
//   the farm on a map: without it the screen could not open offline), the manifest and its icons. React PDF (1.2 MB
//   raw, 430 KB gzip) is left out: only the document pages draw PDFs, and they do so online
//   (docs/decisions.md "The installable app").
// - The offline map's coast tiles that were shown once are kept (cache first, a week): static files, not API data.
// - Navigations get index.html from the precache (online too: the shell is the same for every path), except the
//   server's own paths. The landing page's prerendered copy is not precached: offline, `/` renders from index.html.
// - No runtime caching: API responses never go into the worker's caches (offline data is in IndexedDB).
// - registerType "prompt": the new worker waits until the app asks it to take over (SKIP_WAITING from the update prompt).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// A guard, not a filter: a chunk over it fails the build, so a new large chunk is precached or left out by decision.
const PRECACHE_MAX_BYTES = 1536 * 1024;
/** React PDF's chunk, found by its content (its name is the bundler's choice): it carries PDFKit. */
const REACT_PDF_MARKER = 'PDFKit';
const assets = path.join(dist, 'assets');
const reactPdf = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(assets, f), 'utf8').includes(REACT_PDF_MARKER))
  .map((f) => `assets/${f}`);
if (reactPdf.length === 0) throw new Error('service worker: no chunk carries React PDF; check REACT_PDF_MARKER');

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['index.html', 'favicon.svg', 'zod-jitless.js', 'manifest.webmanifest', 'icons/*.png', 'assets/*.{js,mjs,css}'],
  globIgnores: [...reactPdf], // a copy: generateSW adds its own file to the list
  maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
  // Vite's names carry a content hash: no revision query needed to fetch a fresh copy.
  dontCacheBustURLsMatching: /^assets\//,
  swDest: path.join(dist, 'sw.js'),
  mode: 'production',
  sourcemap: false,
  inlineWorkboxRuntime: true,
  skipWaiting: false,
  // The first worker takes the open page at once (there is no older one to break); a later one waits for the prompt.
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // `/` is a navigation like any other: index.html, not a precached index of the folder.
  directoryIndex: null,
  navigateFallback: '/index.html',
  runtimeCaching: [
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/coast/'),
      handler: 'CacheFirst',
      options: { cacheName: 'coast-tiles', expiration: { maxEntries: 3000, maxAgeSeconds: 7 * 24 * 3600 } },
    },
  ],
  navigateFallbackDenylist: [/^\/api\//, /^\/admin\//, /^\/docs(\/|$)/, /^\/media\//, /^\/health(\/|$)/, /^\/coast\//, /^\/sw\.js$/],
});

if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('\n')}`);
const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
// The question screen and the signed-in shell must open offline: fail the build if a refactor drops them.
for (const needed of [
  'url:"index.html"',
  'url:"assets/index-',
  'url:"assets/signed-in-', // the signed-in shell's chunk (sign-in-chunks.mjs)
  'url:"assets/question-page-',
  'url:"assets/maplibre-gl-worker-',
]) {
  if (!sw.includes(needed)) throw new Error(`service worker: ${needed} is not precached`);
}
console.log(`service worker: precaches ${count} files, ${(size / 1024).toFixed(0)} KB; left out (online only): ${reactPdf.join(', ')}`);
