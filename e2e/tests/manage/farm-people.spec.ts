import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

const FARM = 'Hardanger Fjord Site';
const CONTACTS_HIDDEN = 'E-mail addresses and phone numbers are shown to Admin, Company and Manager users.';

/**
 * Issue 21, item 7: read-only roles see a farm's people by name, without e-mails or phones, and the screens say so
 * instead of looking as if data were missing; a manager still sees the e-mails.
 */
/** The demo company and its farm that viewer, auditor and manager all see. */
async function farmOf(page: Page, email: string) {
  const session = await openSignedIn(page, email, '/');
  const farms = await callApi(page.request, session.accessToken, farmEndpoints.userFarms, { params: { userId: session.user.externalId } });
  return { company: session.user.currentCompany!.externalId, farm: farms.find((f) => f.name === FARM)!.externalId };
}

test('a viewer sees the farm users by name, told why there are no e-mails', async ({ page }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const { company, farm } = await farmOf(page, 'viewer@example.com');
  await page.goto(`/companies/${company}/farms/${farm}/users`);
  const list = page.getByRole('list', { name: 'Farm users' });
  await expect(list.getByText('Magnus Manager')).toBeVisible();
  await expect(page.getByText(CONTACTS_HIDDEN)).toBeVisible();
  expect(await list.innerText()).not.toContain('@');
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'farm-users-viewer');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(CONTACTS_HIDDEN)).toBeInViewport();
  await saveScreenshot(page, testInfo, 'farm-users-viewer-390');
  noErrors();
});

test("an auditor's farm form lists the assigned users by name", async ({ page }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const { company, farm } = await farmOf(page, 'auditor@example.com');
  await page.goto(`/companies/${company}/farms/${farm}`);
  const assigned = page.getByLabel('Assigned users');
  await expect(assigned.getByText('Magnus Manager', { exact: true })).toBeVisible();
  expect(await assigned.innerText()).not.toContain('@');
  await saveScreenshot(page, testInfo, 'farm-form-auditor');
  noErrors();
});

test('a manager still sees the e-mails', async ({ page }) => {
  const noErrors = failOnConsoleErrors(page);
  const { company, farm } = await farmOf(page, 'manager@example.com');
  await page.goto(`/companies/${company}/farms/${farm}/users`);
  await expect(page.getByRole('list', { name: 'Farm users' }).getByText('manager@example.com')).toBeVisible();
  await expect(page.getByText(CONTACTS_HIDDEN)).toHaveCount(0);
  noErrors();
});
