import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';

async function mapSettings(env: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const res = await t.app.inject({ url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    return res.json().map;
  } finally {
    await t.close();
  }
}

describe('GET /settings (map sources, issue 24)', () => {
  it('gives the web the online base map style and satellite tiles from MAP_* variables', async () => {
    expect(
      await mapSettings({
        MAP_STYLE_URL: 'https://maps.example.net/styles/dark/style.json',
        MAP_SATELLITE_TILE_URL: 'https://imagery.example.net/{z}/{x}/{y}.jpg',
        MAP_SATELLITE_ATTRIBUTION: '© Example Imagery',
      }),
    ).toEqual({
      styleUrl: 'https://maps.example.net/styles/dark/style.json',
      satelliteTileUrl: 'https://imagery.example.net/{z}/{x}/{y}.jpg',
      satelliteAttribution: '© Example Imagery',
      geocoderUrl: null,
    });
  });

  it('treats blank MAP_* variables as unset: the offline map', async () => {
    expect(
      await mapSettings({ MAP_STYLE_URL: '', MAP_SATELLITE_TILE_URL: '', MAP_SATELLITE_ATTRIBUTION: '', MAP_GEOCODER_URL: '' }),
    ).toEqual({
      styleUrl: null,
      satelliteTileUrl: null,
      satelliteAttribution: null,
      geocoderUrl: null,
    });
  });
});
