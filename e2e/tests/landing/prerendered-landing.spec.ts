import { expect, test, type Locator } from '@playwright/test';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/**
 * Issue 25 item 5: `/` is prerendered at build time (web/scripts/prerender-landing.mjs), so the landing page paints
 * without the app's JavaScript, and the app then takes the page over (hydration) without a visible change.
 */

/** React marks the elements it has taken over with its fiber (a `__reactFiber$…` property); the server's HTML has none. */
const takenOver = (element: Locator) => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`the landing page is there, styled (${name})`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Aerial and sub-sea risk audits for aquaculture');
      await expect(page.getByRole('button', { name: 'Watch full video' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/login');
      await expect(page.getByRole('heading', { name: 'See Aquarisk on your own sites' })).toBeAttached();
      await expect(page).toHaveTitle('Aquarisk: aerial and sub-sea risk audits for aquaculture');
      // Its own CSS is in the page: the hero's headline is set large, not in the browser's default 2em.
      expect(await heading.evaluate((h) => parseFloat(getComputedStyle(h).fontSize))).toBeGreaterThan(36);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, `landing-no-script-${name}`, { fullPage: false });
    });
  }
});

test('the app takes the prerendered page over: no console error, and a landing link navigates in the page', async ({ page }) => {
  const noErrors = failOnConsoleErrors(page);
  await page.goto('/');
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expect.poll(() => takenOver(signIn), { timeout: 60_000 }).toBe(true);
  // A marker on the window survives only a navigation inside the page, not a new document.
  await page.evaluate(() => Object.assign(window, { aquariskSamePage: true }));
  await signIn.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { aquariskSamePage?: boolean }).aquariskSamePage)).toBe(true);
  // Leaving the landing page takes its title with it: the shell's applies again.
  await expect(page).toHaveTitle('Aquarisk — risk audits for aquaculture');
  noErrors();
});

test('a signed-in user opening / gets the audits list, never the landing page', async ({ page }) => {
  const noErrors = failOnConsoleErrors(page);
  // Held back, the app's script cannot be what hides the landing page: the page's own first script must.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const opened = openSignedIn(page, 'admin@example.com', '/');
  await expect(page.locator('#root[data-prerendered]')).toBeAttached();
  await expect(page.locator('html[data-signed-in]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: /risk audits/ })).toBeHidden();
  release();
  await opened;
  await expect(page.locator('main').getByRole('heading', { name: 'Audits' })).toBeVisible();
  await expect(page.getByText('Aerial and sub-sea risk audits')).toHaveCount(0);
  await expect(page).toHaveTitle('Aquarisk — risk audits for aquaculture');
  noErrors();
});
