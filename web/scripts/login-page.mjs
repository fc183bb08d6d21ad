// After `vite build` (before prerender-landing.mjs, which removes the manifest): writes dist/login.html, the app's
// index.html that also preloads the sign-in page's chunks and CSS (issue 37 item 16). The server sends it for /login
// only: there the browser fetches the sign-in page beside the app's entry instead of after the entry has run (about
// 0.7 s of a slow phone's CPU and a round trip later). Every other path keeps index.html; the landing page preloads
// nothing (its first paint comes first).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest, staticChunks } from './manifest-chunks.mjs';
import { SIGN_IN_CHUNK } from './sign-in-chunks.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = readManifest(dist);
// The login page is built into the sign-in path's own chunk (sign-in-chunks.mjs), not a chunk named after its module.
const loginChunk = Object.keys(manifest).find((key) => manifest[key].name === SIGN_IN_CHUNK);
if (!loginChunk) throw new Error(`login-page: no chunk named ${SIGN_IN_CHUNK} in the build manifest`);
const { files, css } = staticChunks(manifest, loginChunk);
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// what index.html already links (the entry and its own chunks) is not linked twice
const links = [
  ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
].filter((link) => !shell.includes(/href="[^"]+"/.exec(link)[0]));
if (!shell.includes('</head>')) throw new Error('login-page: index.html has no </head>');
fs.writeFileSync(path.join(dist, 'login.html'), shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
console.log(`login.html: ${files.size} chunks and ${css.size} stylesheets preloaded`);
