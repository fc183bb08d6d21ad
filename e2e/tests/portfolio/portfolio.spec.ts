import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PORTFOLIO_CSV_HEADER } from '@aquarisk/contract/portfolio';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { expectNoSideScroll, failOnConsoleErrors } from '../../fixtures/ui.ts';

/**
 * Issue 26 item 6 on the demo data: Loch Creran went from LOW (its 2024 audit) to HIGH (the 2025 compliance audit,
 * capped by the escape it hid), the worst move of the company; the company admin sees it first among the farms that
 * worsened most, opens the comparison from there, and downloads the CSV of every farm.
 */
test('the portfolio shows the band migration and the farms that worsened most, and exports every farm', async ({ page }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  await openSignedIn(page, 'company@example.com', '/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  const figures = page.getByTestId('portfolio-figures');
  await expect(figures).toContainText('Scored farms');

  // Every scored farm is counted once in the migration table.
  const scored = Number((await figures.locator('p').nth(1).textContent())!.replace(/\D/g, ''));
  const cells = await page.getByTestId('migration-table').locator('tbody td').allTextContents();
  expect(cells.map((c) => Number(c.replace(/\D/g, '') || 0)).reduce((a, b) => a + b, 0)).toBe(scored);
  await expect(
    page
      .getByTestId('migration-table')
      .locator('tr[data-from="LOW"] td[data-to="HIGH"]')
      .getByLabel(/farms?, worse$/),
  ).toBeVisible();

  const worst = page.getByTestId('worsened-farms').getByRole('row').nth(1);
  await expect(worst).toContainText('Loch Creran');
  await expect(worst).toContainText('Loch Creran audit 2024');
  await expect(worst).toContainText('Loch Creran compliance audit');
  await expect(worst).toContainText('HIGH');
  if (testInfo.project.name === 'sqlite') {
    await saveScreenshot(page, testInfo, 'portfolio');
    await page.setViewportSize({ width: 390, height: 844 });
    // Issue 37 item 16: on a phone the farms that worsened most are cards, the table's columns were cut.
    await expect(page.getByTestId('worsened-farms').getByRole('listitem').first()).toContainText('Loch Creran');
    await expectNoSideScroll(page);
    await saveScreenshot(page, testInfo, 'portfolio-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^aquarisk-portfolio-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe(PORTFOLIO_CSV_HEADER.join(','));
  const loch = lines.find((l) => l.includes(',Loch Creran,'));
  expect(loch).toContain('Loch Creran compliance audit');
  expect(loch).toContain('Loch Creran audit 2024');

  // From the list to the two audits side by side, by keyboard.
  await worst.getByRole('link', { name: 'Compare the audits of Loch Creran' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare audits' })).toBeVisible();
  await expect(page.getByTestId('compare-older')).toContainText('Loch Creran audit 2024');
  await expect(page.getByTestId('compare-newer')).toContainText('Loch Creran compliance audit');
  noErrors();
});
