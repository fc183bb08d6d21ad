import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { cspOrigin } from './content-security-policy.ts';

/** The policy header of one response, as directive → sources. */
async function policyOf(env: Record<string, string> = {}, url = '/health') {
  const t = await createTestApp(env);
  try {
    const header = (await t.app.inject({ url })).headers['content-security-policy'];
    expect(typeof header).toBe('string');
    return Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...sources]) => [name!, sources]),
    );
  } finally {
    await t.close();
  }
}

describe('Content-Security-Policy', () => {
  it('is strict by default: scripts only from this origin, no inline script or eval, no plugins, no framing', async () => {
    const policy = await policyOf();
    expect(policy['default-src']).toEqual(["'self'"]);
    // WebAssembly compilation only, for React PDF's layout engine on the document pages; JavaScript eval stays refused
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // the document pages frame the PDF they drew (blob: of this origin); nothing frames this app
    expect(policy['frame-src']).toEqual(["'self'", 'blob:']);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'data:']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(JSON.stringify(policy)).not.toMatch(/"'unsafe-eval'"|https?:/);
    // The API documentation page gets the same policy.
    expect(await policyOf({}, '/docs')).toEqual(policy);
  });

  it('adds the configured map tile and geocoder origins, and nothing else', async () => {
    const policy = await policyOf({
      MAP_SATELLITE_TILE_URL: 'https://tiles.example.com/imagery/{z}/{y}/{x}.jpg',
      MAP_GEOCODER_URL: 'https://geo.example.org/search?format=json',
    });
    expect(policy['connect-src']).toEqual(["'self'", 'data:', 'https://tiles.example.com', 'https://geo.example.org']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.com']);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('adds the origin of an online base map style (MAP_STYLE_URL), and ignores blank map variables (issue 24)', async () => {
    const policy = await policyOf({
      MAP_STYLE_URL: 'https://maps.example.net/styles/dark-matter/style.json',
      MAP_SATELLITE_TILE_URL: '',
      MAP_GEOCODER_URL: '',
    });
    expect(policy['connect-src']).toEqual(["'self'", 'data:', 'https://maps.example.net']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://maps.example.net']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('reads origins from URL templates', () => {
    expect(cspOrigin('https://{s}.tile.example.net/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.net']);
    expect(cspOrigin('HTTPS://Tiles.Example.com:8443/{z}/{x}/{y}')).toEqual(['https://Tiles.Example.com:8443']);
    expect(cspOrigin(null)).toEqual([]);
  });
});
