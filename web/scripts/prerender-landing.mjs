// After `vite build` (before precompress.mjs): writes dist/landing.html, the landing page prerendered for a visitor who
// is not signed in (issue 25 item 5). The server sends it for `/` only; every other path still gets index.html.
// - The HTML is src/prerender.tsx's render of the app at `/`, built here for Node with Vite's SSR build.
// - Only the CSS the landing needs is inlined: Mantine's base and variables, the styles of the Mantine components in
//   the markup, the app's global.css and the landing chunk's own CSS. The app's whole stylesheet (index-*.css) still
//   loads, but without blocking the first paint (media="print", switched on by main.tsx; <noscript> without script).
// - Nothing is preloaded: the page paints from its own HTML, then the app's entry loads its chunks and takes over.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'vite';
import { readManifest, staticChunks } from './manifest-chunks.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrOut = path.join(web, 'node_modules/.prerender');
const require = createRequire(path.join(web, 'package.json'));
const mantineStyles = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const LANDING_MODULE = 'src/features/landing/landing-page.tsx';

await build({
  root: web,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, sourcemap: false, minify: false },
});
const { renderLanding, signedInGateScript, signedInGateStyle } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
const rendered = await renderLanding();
fs.rmSync(ssrOut, { recursive: true, force: true });

// React places the page's <title> first. In <head> it goes before the shell's: the first title is the page's, and
// hydration claims it (by its text), so leaving the landing page removes it and the shell's title applies again.
const titleMatch = /^<title>(.*?)<\/title>/.exec(rendered);
if (!titleMatch) throw new Error('prerender: the landing page renders no <title> first');
const body = rendered.slice(titleMatch[0].length);
if (body.includes('<script')) throw new Error('prerender: the landing markup holds a script (the CSP allows none inline)');

/** The landing chunk and the chunks it imports statically, with their CSS (the app's entry is already linked). */
const { css } = staticChunks(readManifest(dist), LANDING_MODULE);

const read = (file) => fs.readFileSync(file, 'utf8');
const collapse = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*/g, '')
    .trim();
// Mantine's components in the markup name themselves in their classes (mantine-Button-root → styles/Button.css).
const components = [...new Set([...body.matchAll(/mantine-([A-Z][A-Za-z]+)-/g)].map((m) => m[1]))].filter((name) =>
  fs.existsSync(path.join(mantineStyles, `${name}.css`)),
);
const rules = [
  ...['baseline', 'global', ...components].map((name) => collapse(read(path.join(mantineStyles, `${name}.css`)))),
  collapse(read(path.join(web, 'src/app/global.css'))),
  ...[...css].map((f) => read(path.join(dist, f)).trim()),
  signedInGateStyle,
].join('\n');
const critical = `${usedVariables(collapse(read(path.join(mantineStyles, 'default-css-variables.css'))), rules + body)}\n${rules}`;

/**
 * Mantine's default variables (27 KB) cut to those the page uses: named in its CSS or markup (the theme's own
 * variables, inline in the markup, refer to defaults too), directly or through another variable.
 */
function usedVariables(variables, usedBy) {
  const refs = (text) => [...text.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]);
  const blocks = [...variables.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, declarations]) => ({
    selector,
    declarations: declarations
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => ({ text: d, name: d.slice(0, d.indexOf(':')).trim() })),
  }));
  const used = new Set(refs(usedBy));
  for (let grew = true; grew;) {
    grew = false;
    for (const d of blocks.flatMap((b) => b.declarations))
      if (used.has(d.name))
        for (const r of refs(d.text))
          if (!used.has(r)) {
            used.add(r);
            grew = true;
          }
  }
  return blocks
    .map((b) => ({ ...b, declarations: b.declarations.filter((d) => used.has(d.name)) }))
    .filter((b) => b.declarations.length > 0)
    .map((b) => `${b.selector}{${b.declarations.map((d) => d.text).join(';')}}`)
    .join('');
}

// The first paint waits until the hero has been parsed whole (up to the first section after it): painted while the
// parser is still inside it, the hero is shorter and its bottom edge then moves down, a layout shift.
const HERO_END = 'aerial-assessment';
if (!body.includes(`id="${HERO_END}"`)) throw new Error(`prerender: the landing page has no #${HERO_END} after its hero`);

const shell = read(path.join(dist, 'index.html'));
const appCss = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/.exec(shell);
if (!appCss) throw new Error("prerender: index.html links no app stylesheet where it's expected");
// No module preloads: a request begun before the first paint competes with the page on a slow connection (Lighthouse
// counts it on the first paint's path); the app's chunks load once its entry runs, after the page has painted.
const page = shell
  .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(
    /<title>.*?<\/title>/,
    (own) => `<title data-prerendered>${titleMatch[1]}</title>\n    ${own}\n    <script>${signedInGateScript}</script>`,
  )
  .replace(
    appCss[0],
    [
      `<link rel="expect" href="#${HERO_END}" blocking="render">`,
      `    <link rel="stylesheet" crossorigin href="${appCss[1]}" media="print" data-deferred-css>`,
      `    <noscript><link rel="stylesheet" crossorigin href="${appCss[1]}"></noscript>`,
      `    <style>${critical}</style>`,
    ].join('\n'),
  )
  .replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);
if (!page.includes('data-prerendered>')) throw new Error('prerender: index.html has no empty <div id="root">');
fs.writeFileSync(path.join(dist, 'landing.html'), page);
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `prerendered landing.html: ${kb(Buffer.byteLength(page))} (inline CSS ${kb(Buffer.byteLength(critical))}, Mantine: ${components.join(', ')})`,
);
