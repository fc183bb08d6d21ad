import { expect, test, type Page, type Response } from '@playwright/test';
import { settledMap } from '../../fixtures/map-dots.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

// The offline dark map's colours (web/src/components/map/map-styles.ts).
const LAND = [0x6b, 0x63, 0x52] as const;
const SEA = [0x0a, 0x16, 0x28] as const;

/** Requests for the offline map's tiles (/coast/{z}/{x}/{y}.pbf) a page makes, with their status. */
function coastRequests(page: Page) {
  const seen: { z: number; status: number }[] = [];
  page.on('response', (res: Response) => {
    const match = /\/coast\/(\d+)\/\d+\/\d+\.pbf$/.exec(new URL(res.url()).pathname);
    if (match) seen.push({ z: Number(match[1]), status: res.status() });
  });
  return seen;
}

/**
 * Shares of land- and sea-coloured pixels in the near half of a settled map (the bottom of a tilted view, below the
 * horizon's fog, inside the controls and the attribution).
 */
async function landAndSea(page: Page, png: Buffer) {
  return page.evaluate(
    async ({ png, land, sea }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const [x0, y0] = [Math.round(bitmap.width * 0.1), Math.round(bitmap.height * 0.5)];
      const [w, h] = [Math.round(bitmap.width * 0.8), Math.round(bitmap.height * 0.4)];
      const { data } = ctx.getImageData(x0, y0, w, h);
      const near = (i: number, c: readonly number[]) => c.every((v, k) => Math.abs(data[i + k]! - v) <= 6);
      let [l, s] = [0, 0];
      for (let i = 0; i < data.length; i += 4) {
        if (near(i, land)) l++;
        else if (near(i, sea)) s++;
      }
      return { land: l / (w * h), sea: s / (w * h) };
    },
    { png: png.toString('base64'), land: LAND, sea: SEA },
  );
}

test('a demo farm map with no tile server draws the fjord around the farm from the bundled coastline', async ({ page }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const tiles = coastRequests(page);
  const session = await openSignedIn(page, 'manager@example.com', '/');
  const settings = await callApi(page.request, session.accessToken, authEndpoints.settings);
  expect(settings.map).toMatchObject({ styleUrl: null, satelliteTileUrl: null });
  const farms = await callApi(page.request, session.accessToken, farmEndpoints.userFarms, { params: { userId: session.user.externalId } });
  const farm = farms.find((f) => f.name === 'Hardanger Fjord Site')!;
  await page.goto(`/companies/${session.user.currentCompany!.externalId}/farms/${farm.externalId}`);
  const map = page.getByRole('region', { name: 'Map preview of the farm location' });
  const shot = await settledMap(page, map);
  // Land and water named in a legend (issue 37 item 18).
  const legend = page.getByRole('figure', { name: 'Map legend' });
  await expect(legend).toContainText('Land');
  await expect(legend).toContainText('Water');
  await saveScreenshot(page, testInfo, 'farm-map-offline-coast');
  await map.screenshot({ path: testInfo.outputPath('farm-map.png') });

  // The Hardanger farm lies a few metres off the shore: at farm zoom both the fjord and its shore are on screen.
  const share = await landAndSea(page, shot);
  expect(share.land, JSON.stringify(share)).toBeGreaterThan(0.1);
  expect(share.sea, JSON.stringify(share)).toBeGreaterThan(0.1);
  // Drawn from the detailed regional tiles (z6 and up), every one the map asked for there.
  expect(tiles.some((t) => t.z >= 6)).toBe(true);
  expect(tiles.filter((t) => t.status !== 200 && t.status !== 304)).toEqual([]);

  // Two steps out (zoom 12, pitch 50) the fjord's shape shows: kept for people to look at. By keyboard: the read-only
  // form's fieldset disables the zoom buttons.
  await map.locator('canvas').focus();
  for (let i = 0; i < 2; i++) await page.keyboard.press('Minus');
  await settledMap(page, map);
  await map.screenshot({ path: testInfo.outputPath('farm-map-zoom-12.png') });
  const wider = await landAndSea(page, await settledMap(page, map));
  expect(wider.land, JSON.stringify(wider)).toBeGreaterThan(0.1);
  expect(wider.sea, JSON.stringify(wider)).toBeGreaterThan(0.05);
  expect(tiles.filter((t) => t.status !== 200 && t.status !== 304)).toEqual([]);
  noErrors();
});

test('pages without a map load no coastline tiles: the landing page and the account page', async ({ page }) => {
  const tiles = coastRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await openSignedIn(page, 'manager@example.com', '/account');
  await page.waitForLoadState('networkidle');
  expect(tiles).toEqual([]);
});
