// After `vite build` and prerender-landing.mjs, before precompress.mjs (so the precache lists the final files and
// sw.js is compressed with the rest): writes dist/sw.js with Workbox's generateSW (issue 27 item 1).
// - Precache: the app shell (index.html), every JS and CSS chunk up to PRECACHE_MAX_BYTES, the manifest and its icons.
//   React PDF and MapLibre (each over 1 MB raw) are left out: the documents and the maps load them online; the
//   question screen needs neither (docs/decisions.md "The installable app").
// - Navigations get index.html from the precache (online too: the shell is the same for every path), except the
//   server's own paths. The landing page's prerendered copy is not precached: offline, `/` renders from index.html.
// - No runtime caching: API responses never go into the worker's caches (offline data is in IndexedDB).
// - registerType "prompt": the new worker waits until the app asks it to take over (SKIP_WAITING from the update prompt).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const PRECACHE_MAX_BYTES = 600 * 1024;

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['index.html', 'favicon.svg', 'zod-jitless.js', 'manifest.webmanifest', 'icons/*.png', 'assets/*.{js,css}'],
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
  navigateFallbackDenylist: [/^\/api\//, /^\/admin\//, /^\/docs(\/|$)/, /^\/media\//, /^\/health(\/|$)/, /^\/coast\//, /^\/sw\.js$/],
});

const tooLarge = /^(\S+) is [\d.]+ \w?B, and won't be precached/;
const unexpected = warnings.filter((w) => !tooLarge.test(w));
if (unexpected.length > 0) throw new Error(`service worker: ${unexpected.join('\n')}`);
const leftOut = warnings.map((w) => tooLarge.exec(w)?.[1]).filter(Boolean);
const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
// The question screen and the signed-in shell must open offline: fail the build if a refactor drops them.
for (const needed of ['url:"index.html"', 'url:"assets/index-', 'url:"assets/signed-in-routes-', 'url:"assets/question-page-']) {
  if (!sw.includes(needed)) throw new Error(`service worker: ${needed} is not precached`);
}
console.log(`service worker: precaches ${count} files, ${(size / 1024).toFixed(0)} KB; left out (online only): ${leftOut.join(', ')}`);
