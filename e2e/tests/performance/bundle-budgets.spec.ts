import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../../fixtures/session.ts';

/**
 * Budgets of issue 14: the JavaScript a page loads before it is idle, counted gzip-compressed (the .gz copies the
 * build writes), must stay under 150 KB for the landing page and under 350 KB for the signed-in shell. Maps, the
 * editor, PDFs, the error popup and the contact form load only when shown, so they are not part of a first load.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const KB = 1024;

function gzipSize(urlPath: string): number {
  const file = path.join(dist, urlPath);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Collects the scripts a page requests until the network is idle. */
function scriptsOf(page: Page) {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  return () => [...scripts].filter((p) => fs.existsSync(path.join(dist, p)));
}

const total = (paths: string[]) => paths.reduce((sum, p) => sum + gzipSize(p), 0);
const report = (paths: string[]) => paths.map((p) => `${Math.round(gzipSize(p) / KB)} KB ${p}`).join('\n');

test('the landing page loads under 150 KB of JavaScript (gzip)', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = scripts();
  expect(loaded.length).toBeGreaterThan(0);
  expect(total(loaded), report(loaded)).toBeLessThan(150 * KB);
});

test.describe('the signed-in shell loads under 350 KB of JavaScript (gzip)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // The Actions and Intelligence pages are maps first, so MapLibre is part of what they show.
  for (const where of ['/audits', '/account']) {
    test(where, async ({ page }) => {
      const scripts = scriptsOf(page);
      await openSignedIn(page, 'company@example.com', where);
      await page.waitForLoadState('networkidle');
      const loaded = scripts();
      expect(total(loaded), report(loaded)).toBeLessThan(350 * KB);
    });
  }
});
