import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

const STALE = /Stale · \d+ months/;

/**
 * Issue 39 item 5 on the demo data (read only): Chiloé Sur's latest scored audit (November 2024) is older than the
 * company's audit interval (15 months by default), so the company admin sees it as stale, with the same age, on the
 * farm list, on the map (its popup and the legend) and in the portfolio (a figure and the stale farms' table).
 */
test('a stale farm shows as stale with its age on the farm list, the map and the portfolio', async ({ page }, testInfo) => {
  test.slow();
  const noErrors = failOnConsoleErrors(page);
  const session = await openSignedIn(page, 'company@example.com', '/');
  const companyId = session.user.currentCompany!.externalId;

  await page.goto(`/companies/${companyId}/farms`);
  const row = page.getByRole('list', { name: 'Farms' }).getByRole('listitem').filter({ hasText: 'Chiloé Sur' });
  const badge = row.getByTestId('stale-badge');
  await expect(badge).toContainText(STALE);
  const age = (await badge.textContent())!.match(STALE)![0];
  await expect(badge).toHaveAttribute('title', /^Latest scored audit on .*2024, older than the company's audit interval$/);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'stale-farm-list');

  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/intelligence');
  await expect(page.getByRole('heading', { name: 'Intelligence' })).toBeVisible();
  await expect(page.getByTestId('map-legend-stale')).toContainText(/stale: latest audit older than the audit interval \([1-9]\d*\)/);
  await page.getByRole('combobox', { name: 'Find a farm' }).fill('Chiloé');
  await page.getByRole('option', { name: 'Chiloé Sur' }).click();
  const popup = page.locator('.maplibregl-popup');
  await expect(popup).toContainText('Chiloé Sur');
  await expect(popup).toContainText(`${age}: older than the audit interval`);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'stale-farm-map');

  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(page.getByTestId('portfolio-figures')).toContainText(/Stale[1-9]\d*latest audit older than the audit interval/);
  const stale = page.getByTestId('stale-farms').getByRole('row').filter({ hasText: 'Chiloé Sur' });
  await expect(stale.getByTestId('stale-badge')).toContainText(age);
  if (testInfo.project.name === 'sqlite') {
    await page.getByRole('heading', { name: 'Stale farms' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'stale-farm-portfolio');
  }
  noErrors();
});
