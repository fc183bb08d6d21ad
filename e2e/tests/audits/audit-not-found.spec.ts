import { expect, test, type Page } from '@playwright/test';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { AURORA, OTHER } from '../../../server/test/demo-users.ts';
import { callApi } from '../../fixtures/api.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/** One "Not found" popup; once it is closed and every call of the page has answered, no other follows. */
async function saysNotFoundOnce(page: Page) {
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This audit was not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Hide farm|Farm)$/ })).toHaveCount(0);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'This audit was not found' })).toBeVisible();
}

// Issue 37 item 12: five "Not found" popups, each needing OK, over a not-found page that still offered "Hide farm".
test('a link to an audit of another company, or to no audit, says "Not found" once', async ({ page, request }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const admin = await apiSignIn(request, 'admin@example.com');
  const aurora = await callApi(request, admin.accessToken, auditEndpoints.list, { query: { size: 100 } });
  const audit = aurora.companies.find((c) => c.name === AURORA)?.farms.flatMap((f) => f.surveys)[0];
  if (!audit) throw new Error(`no audit of ${AURORA} in the demo data`);

  // A user of the other demo company follows a link to an Aurora audit.
  await openSignedIn(page, OTHER, `/audit/audit-result/${audit.externalId}`);
  await saysNotFoundOnce(page);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'audit-not-found', { fullPage: false });

  await page.goto('/audit/view-audit/0b9f6a8e-3c1d-4e2f-8a7b-6c5d4e3f2a1b');
  await saysNotFoundOnce(page);
  noErrors();
});
