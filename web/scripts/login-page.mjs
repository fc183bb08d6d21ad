// After `vite build` (before prerender-landing.mjs, which removes the manifest): writes dist/login.html, the app's
// index.html that also preloads the sign-in page and what signing in leads to (issue 37 item 16). The server sends it
// for /login only. There the browser fetches the sign-in page's chunks beside the app's entry, instead of after the
// entry has run (about 0.7 s of a slow phone's CPU and a round trip later), then the signed-in shell and the audits
// page, queued behind them: on a slow link they are in by the time the form is sent, not competing with the sign-in
// call for the six connections. Every other path keeps index.html; the landing page preloads nothing (its first
// paint comes first).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest, staticChunks } from './manifest-chunks.mjs';
import { SHELL_CHUNK, SIGN_IN_CHUNK } from './sign-in-chunks.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = readManifest(dist);
/** A chunk the sign-in path's grouping named (sign-in-chunks.mjs), not a chunk named after its module. */
const named = (name) => {
  const key = Object.keys(manifest).find((k) => manifest[k].name === name);
  if (!key) throw new Error(`login-page: no chunk named ${name} in the build manifest`);
  return key;
};
const now = staticChunks(manifest, named(SIGN_IN_CHUNK));
const next = [named(SHELL_CHUNK), 'src/features/audits/audits-page.tsx', 'src/features/audits/api/prefetch-audits-page.ts'].map((key) =>
  staticChunks(manifest, key),
);

const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const seen = new Set();
/** One link per file, none that index.html already has (the entry and its own chunks). */
const link = (file, html) => (seen.has(file) || shell.includes(`href="/${file}"`) ? [] : (seen.add(file), [html]));
const links = [
  ...[...now.files].flatMap((f) => link(f, `<link rel="modulepreload" crossorigin href="/${f}">`)),
  ...[...now.css].flatMap((f) => link(f, `<link rel="stylesheet" crossorigin href="/${f}">`)),
  // the next pages' styles are fetched, not applied: the sign-in page paints without waiting for them
  ...next.flatMap(({ files, css }) => [
    ...[...files].flatMap((f) => link(f, `<link rel="modulepreload" crossorigin href="/${f}">`)),
    ...[...css].flatMap((f) => link(f, `<link rel="preload" as="style" crossorigin href="/${f}">`)),
  ]),
];
if (!shell.includes('</head>')) throw new Error('login-page: index.html has no </head>');
fs.writeFileSync(path.join(dist, 'login.html'), shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
console.log(`login.html: ${links.length} chunks and stylesheets preloaded`);
