import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

/**
 * The map has drawn once its canvas is there and it holds still for three frames (a fit or a fly has ended); a busy
 * machine may take long to draw, so the wait ends on that state, not on a short clock.
 */
async function waitForMap(map: Locator) {
  await expect(map.locator('canvas')).toBeVisible();
  const frames: Buffer[] = [];
  await expect
    .poll(
      async () => {
        frames.push(await map.screenshot({ animations: 'disabled' }));
        const last = frames.slice(-3);
        return last.length === 3 && last.every((f) => f.equals(last[0]!));
      },
      { intervals: [250], timeout: 90_000 },
    )
    .toBe(true);
}

/** A full-page picture from the page's top (the map checks scrolled the map into view). */
async function saveFromTop(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const viewport of viewports) {
  test(`the farms list with its map and the farm form on a ${viewport.name}`, async ({ page }, testInfo) => {
    const noErrors = failOnConsoleErrors(page);
    await page.setViewportSize(viewport.size);
    const session = await openSignedIn(page, 'company@example.com', '/');
    const companyId = session.user.currentCompany!.externalId;
    // Both databases run every assertion; the pictures people look at come from the sqlite run only.
    const keep = testInfo.project.name === 'sqlite';

    await page.goto(`/companies/${companyId}/farms`);
    await expect(page.getByRole('heading', { level: 1, name: 'Farms' })).toBeVisible();
    await expect(page.getByText('Total no of farms')).toBeVisible();
    const farm = page.getByRole('list', { name: 'Farms' }).getByRole('listitem').filter({ hasText: 'Hardanger Fjord Site' });
    await expect(farm.getByText('Vestland, Norway')).toBeVisible();
    await waitForMap(page.getByRole('region', { name: "Map of the company's farms" }));
    await expectNoSidewaysScroll(page);
    if (keep) await saveFromTop(page, testInfo, `farms-${viewport.name}`);

    await farm.getByRole('link', { name: 'Edit Hardanger Fjord Site' }).click();
    // A new screen opens at its top, even when the list was scrolled to reach the farm.
    await expect(page.getByRole('heading', { level: 1, name: 'Hardanger Fjord Site' })).toBeInViewport();
    const form = page.getByRole('form', { name: 'Farm' });
    await expect(form.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('Norway');
    await expect(form.getByRole('combobox', { name: 'Region', exact: true })).toHaveValue('Vestland');
    await expect(form.getByRole('combobox', { name: 'Species', exact: true })).toHaveValue('Atlantic salmon');
    await expect(form.getByRole('combobox', { name: 'Currency code', exact: true })).toHaveValue('NOK');
    await waitForMap(page.getByRole('region', { name: 'Map preview of the farm location' }));
    await expectNoSidewaysScroll(page);
    if (keep) await saveFromTop(page, testInfo, `farm-form-${viewport.name}`);
    noErrors();
  });
}
