import type { AppConfig } from '../config.ts';

/**
 * The origin of a configured URL template for CSP: 'https://tiles.example.com/{z}/{x}/{y}.png' gives
 * 'https://tiles.example.com'; a {s} subdomain placeholder becomes a wildcard ('https://*.tile.example.net').
 */
export function cspOrigin(template: string | null): string[] {
  if (!template) return [];
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return [];
  const host = match[2]!.replace(/^\{[^}]*\}\./, '*.');
  return host.includes('{') ? [] : [`${match[1]!.toLowerCase()}://${host}`];
}

/**
 * A strict policy for an app that renders server-supplied HTML: scripts only from this origin (no inline script, no
 * eval), no plugins, no framing, no foreign base or form targets; network, images and media from this origin, plus the
 * online map style, satellite tile and geocoder origins when configured. Styles allow inline ones: Mantine and the
 * editor inject <style> elements, and CSS cannot run script; what it could leak is stopped by img-src, font-src and
 * connect-src.
 * MapLibre's worker is a file of this origin (blob: kept for browsers that wrap module workers).
 */
export function contentSecurityPolicy(map: AppConfig['map']) {
  // An online style fetches its tiles, glyphs and sprites from its own origin (docs/operations.md, "Base maps").
  const tiles = [...new Set([...cspOrigin(map.styleUrl), ...cspOrigin(map.satelliteTileUrl)])];
  const geocoder = cspOrigin(map.geocoderUrl);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // React PDF lays documents out with yoga compiled to WebAssembly: compiling it needs 'wasm-unsafe-eval'
      // (WebAssembly only; JavaScript eval stays refused).
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
      fontSrc: ["'self'", 'data:'],
      // data: for React PDF's layout engine, which fetches its WebAssembly from a data: URL (nothing leaves the page)
      connectSrc: ["'self'", 'data:', ...new Set([...tiles, ...geocoder])],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      childSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      // the document pages show the PDF they drew in a frame, from a blob: URL of this page
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  };
}
