import { expect, test } from '@playwright/test';
import { farmByName } from '../../fixtures/audits.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/**
 * Issue 13: the demo's Loch Creran audit is a good farm (score ≥ 80%) that never reported an escape, so a knockout
 * caps it at HIGH; coherently (issue 22) it never disclosed that loss to its insurer either, a second knockout. An
 * underwriter sees the band and the answers that capped it in the audits list and the results.
 */
const AUDIT = 'Loch Creran compliance audit';
const ESCAPE_CAP = "Capped at HIGH by: 'Were all escapes this cycle reported to the authority in time?' — Not reported";
const DISCLOSURE_CAP = "Capped at HIGH by: 'Have all losses of the last five years been disclosed to the insurer?' — No";
const CAP = `${ESCAPE_CAP}; ${DISCLOSURE_CAP.replace('Capped at HIGH by: ', '')}`;

test('a capped audit names its knockout in the audits list and on the results page', async ({ page, request }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const viewer = await apiSignIn(request, 'viewer@example.com');
  const company = viewer.user.currentCompany!;
  const farm = await farmByName(request, viewer.accessToken, company.externalId, 'Loch Creran');
  await openSignedIn(page, 'viewer@example.com', `/audits?state=SCORED&farm=${farm.externalId}&farmName=Loch%20Creran`);

  const row = page.getByTestId('audit-row').filter({ hasText: AUDIT });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('audit-score')).toHaveText(/^(8\d|9\d|100)\.\d%$/);
  await expect(row.getByText('high', { exact: true })).toBeVisible();
  await expect(row.getByTestId('cap-notice')).toHaveText(CAP);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'audits-list-capped');

  await row.getByRole('link', { name: AUDIT, exact: true }).click();
  await expect(page).toHaveURL(/\/audit\/audit-result\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: AUDIT })).toBeVisible();
  const header = page.getByTestId('cap-notice').first();
  await expect(header).toHaveText(CAP);
  await expect(page.getByTestId('score-band')).toHaveText('The score alone is LOW.');

  const environment = page.getByRole('region', { name: 'Environment', exact: true });
  await expect(environment.getByTestId('cap-notice')).toHaveText(ESCAPE_CAP);
  await expect(page.getByRole('region', { name: 'Governance', exact: true }).getByTestId('cap-notice')).toHaveText(DISCLOSURE_CAP);
  await expect(page.getByRole('region', { name: 'Husbandry', exact: true }).getByTestId('cap-notice')).toHaveCount(0);
  const tile = environment.getByRole('button', { name: /^Escapes and stock HIGH · capped.*Capped by a knockout answer/ });
  await expect(tile).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'results-capped');

  await tile.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('cap-notice')).toHaveText(ESCAPE_CAP);
  await expect(dialog.getByText('Were all escapes this cycle reported to the authority in time?', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('knockout-badge').filter({ hasText: 'Knockout: caps at HIGH' })).toBeVisible();
  await expect(dialog.getByText('Not reported', { exact: true })).toBeVisible();
  if (testInfo.project.name === 'sqlite') {
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, testInfo, 'results-capped-step-phone');
  }
  noErrors();
});
