import { expect, test } from '@playwright/test';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { trendEndpoints } from '@aquarisk/contract/endpoints/trend.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { saveScreenshot, screenshotPath } from '../../fixtures/screenshots.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { expectNoSideScroll, failOnConsoleErrors } from '../../fixtures/ui.ts';

/**
 * Issue 26 item 5 on the demo data: Hardanger was scored in 2023, 2024 and 2025. Its farm page shows the History with
 * those three audits, on the chart and in the tables a keyboard opens; its lice peak is drawn against Norway's legal
 * limit and its loggers' readings of several audits share one time axis; the results screen of its 2025 audit shows
 * the same trend.
 */
const FARM = 'Hardanger Fjord Site';
const AUDITS = ['Hardanger annual audit 2023', 'Hardanger annual audit 2024', 'Hardanger annual audit 2025'];

test("a farm's trend shows its scored audits on the farm page and the results screen", async ({ page }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const session = await openSignedIn(page, 'auditor@example.com', '/');
  const farms = await callApi(page.request, session.accessToken, farmEndpoints.userFarms, { params: { userId: session.user.externalId } });
  const farm = farms.find((f) => f.name === FARM)!;
  const company = session.user.currentCompany!.externalId;
  await page.goto(`/companies/${company}/farms/${farm.externalId}`);

  const history = page.getByTestId('farm-trend');
  await expect(history.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(history.getByTestId('trend-summary')).toContainText('3 scored audits');
  await expect(history.getByTestId('trend-scores-chart').locator('canvas')).toBeVisible();
  await expect(history.getByTestId('trend-measure-chart-lice.peak')).toHaveAttribute(
    'aria-label',
    /Legal limit: breached at or above 0\.5/,
  );
  // The uPlot legend names the overall line and the limit line.
  await expect(history.getByTestId('trend-measure-chart-lice.peak')).toContainText('Legal limit');

  // The demo's loggers: the Septembers of its earlier audits on one time axis, one line per audit.
  await expect(history.locator('[data-testid^="trend-environment-chart-temperature"]')).toHaveAttribute(
    'aria-label',
    /of [23] audits on one time axis/,
  );
  // The figures as tables, opened from the keyboard: one row per scored audit, oldest first.
  await history.getByText('The figures as tables').focus();
  await page.keyboard.press('Enter');
  const rows = history.getByTestId('trend-scores-table').getByTestId('trend-score-row');
  await expect(rows).toHaveCount(3);
  for (const [i, name] of AUDITS.entries()) await expect(rows.nth(i)).toContainText(name);
  await expect(history.getByTestId('trend-measures-table')).toContainText('Highest weekly average of adult female lice');

  if (testInfo.project.name === 'sqlite') {
    await saveScreenshot(page, testInfo, 'farm-history');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rows).toHaveCount(3);
    await expectNoSideScroll(page);
    await history.screenshot({ path: screenshotPath(testInfo, 'farm-history-panel-phone') });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The results screen of the latest audit shows the same trend.
  const trendData = await callApi(page.request, session.accessToken, trendEndpoints.farm, {
    params: { id: company, farmId: farm.externalId },
  });
  await page.goto(`/audit/audit-result/${trendData.audits.find((a) => a.name === AUDITS[2])!.externalId}`);
  const trend = page.getByTestId('farm-trend');
  await expect(trend.getByRole('heading', { name: 'Trend of the farm' })).toBeVisible();
  await expect(trend.getByTestId('trend-summary')).toContainText('3 scored audits');
  await expect(trend.getByTestId('trend-scores-chart').locator('canvas')).toBeVisible();
  if (testInfo.project.name === 'sqlite') await trend.screenshot({ path: screenshotPath(testInfo, 'results-trend') });
  noErrors();
});
