import { expect, test } from '@playwright/test';
import { openSignedIn } from '../../fixtures/session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

/** Issue 37 item 16: on a 390 px phone the Actions list starts on the first screen and the Portfolio tables scroll. */
test.use({ viewport: { width: 390, height: 844 } });

test('the Actions list starts on the first screen; filters and map fold behind buttons', async ({ page }, testInfo) => {
  await openSignedIn(page, 'admin@example.com', '/actions');
  const firstAudit = page
    .locator('main')
    .getByRole('button', { name: /open action|resolved action/ })
    .first();
  await expect(firstAudit).toBeVisible({ timeout: 60_000 });
  const box = (await firstAudit.boundingBox())!;
  expect(box.y + box.height, 'the first audit of the list ends within the first screen').toBeLessThanOrEqual(844);
  await saveScreenshot(page, testInfo, 'actions-390', { fullPage: false });
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Farms per page' })).toBeVisible();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByRole('region', { name: /map/i }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'actions-390-unfolded');
});

test('the Portfolio fits the phone: nothing is cut at the right', async ({ page }, testInfo) => {
  await openSignedIn(page, 'company@example.com', '/portfolio');
  for (const id of ['migration-table', 'worsened-farms']) {
    const part = page.getByTestId(id);
    await expect(part).toBeVisible({ timeout: 60_000 });
    // Every cell's right edge is on the screen, with no sideways scrolling needed to reach it.
    const rightmost = await part.evaluate((el) =>
      Math.max(...[...el.querySelectorAll('th, td, li, a, p')].map((c) => c.getBoundingClientRect().right)),
    );
    expect(rightmost, `${id} ends on the screen`).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is no wider than the screen').toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'portfolio-390');
});

test('the Review dialog shows the whole risk level and every editor tool', async ({ page }, testInfo) => {
  await openSignedIn(page, 'admin@example.com', '/actions');
  await page
    .getByRole('button', { name: /open action/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Review / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Review action' });
  await expect(dialog.getByRole('textbox', { name: 'Closing comment' })).toBeVisible();
  const badge = dialog.locator('.mantine-Badge-root').first();
  expect(
    await badge.evaluate((b) => [...b.querySelectorAll('*')].every((e) => e.scrollWidth <= e.clientWidth)),
    'the badge is not cut',
  ).toBe(true);
  for (const name of ['Bold', 'Undo', 'Redo']) {
    const box = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }
  await saveScreenshot(page, testInfo, 'review-dialog-390', { fullPage: false });
});
