// The build manifest (dist/.vite/manifest.json) read by the build's later steps (prerender-landing.mjs,
// login-page.mjs): a page module's chunk and the chunks it imports statically, with their CSS.
import fs from 'node:fs';
import path from 'node:path';

export function readManifest(dist) {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The module's chunk and every chunk it imports statically (not the app's entry, which every page links), with their CSS. */
export function staticChunks(manifest, moduleKey) {
  if (!manifest[moduleKey]) throw new Error(`${moduleKey} is not in the build manifest`);
  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const c = manifest[key];
    if (!c || c.isEntry || files.has(c.file)) return;
    files.add(c.file);
    for (const f of c.css ?? []) css.add(f);
    for (const i of c.imports ?? []) visit(i);
  };
  visit(moduleKey);
  return { files, css };
}
