import { expect, test, type Page } from '@playwright/test';
import { createCompanyWithFarm, defaultTemplateId, launchAudit, uniqueName } from '../../fixtures/audits.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';
import { demoAudits } from '../../../server/src/seed/demo-audits.ts';

/** The demo's audits of a farm (issue 26 gave three farms an earlier history). */
const demoAuditCount = (farm: string) => demoAudits.filter((a) => a.farm === farm).length;
const rows = (page: Page) => page.getByTestId('audit-row');
const card = (page: Page, farm: string) => page.getByRole('region', { name: farm, exact: true });
const chip = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true });
/** The chip's input is visually hidden; a person clicks its label. */
const pick = (page: Page, label: string) => page.getByRole('radiogroup', { name: 'Audit state' }).getByText(label, { exact: true }).click();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Every row on screen has this state; other journeys add audits to the demo company, so only the demo's are named. */
async function expectOnly(page: Page, state: string, present: string[], absent: string[]) {
  await expect(chip(page, state)).toBeChecked();
  for (const name of present) await expect(rows(page).filter({ hasText: name })).toBeVisible();
  for (const name of absent) await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasNotText: state })).toHaveCount(0);
}

test('the audits list filters the demo audits by state, country and region, and farm', async ({ page }) => {
  const noErrors = failOnConsoleErrors(page);
  await openSignedIn(page, 'admin@example.com', '/audits');
  await expect(chip(page, 'All')).toBeChecked();
  await expect(rows(page).filter({ hasText: 'Hardanger annual audit 2025' })).toBeVisible();
  await expect(card(page, 'Hardanger Fjord Site').getByText(`${demoAuditCount('Hardanger Fjord Site')} Audits`)).toBeVisible();
  await expect(card(page, 'Lofoten North').getByText('1 Audit', { exact: true })).toBeVisible();

  await pick(page, 'Not Started');
  await expectOnly(
    page,
    'Not Started',
    ['Loch Creran spring audit 2026', 'Macquarie Harbour audit 2026'],
    ['Hardanger annual audit 2025', 'Hardanger annual audit 2026'],
  );
  await pick(page, 'In Progress');
  await expectOnly(
    page,
    'In Progress',
    ['Hardanger annual audit 2026', 'Clayoquot Sound audit 2026'],
    ['Loch Creran spring audit 2026', 'Hardanger annual audit 2025'],
  );
  await pick(page, 'Scored');
  await expectOnly(
    page,
    'Scored',
    ['Hardanger annual audit 2025', 'Lofoten North winter audit', 'Bantry Bay longline audit'],
    ['Hardanger annual audit 2026', 'Loch Creran spring audit 2026'],
  );
  // Only scored audits offer Results; the other company's audits never show here.
  await expect(page.getByRole('link', { name: 'Results of Lofoten North winter audit' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Willapa Bay audit 2026' })).toHaveCount(0);
  await pick(page, 'All');
  await expect(rows(page).filter({ hasText: 'Loch Creran spring audit 2026' })).toBeVisible();

  // Region waits for a country; a region narrows to that region's farms.
  const region = page.getByRole('combobox', { name: 'Region', exact: true });
  await expect(region).toBeDisabled();
  await choose(page, 'Country', 'Norway');
  await expect(region).toBeEnabled();
  await expect(card(page, 'Hardanger Fjord Site')).toBeVisible();
  await expect(card(page, 'Lofoten North')).toBeVisible();
  await expect(card(page, 'Loch Creran')).toHaveCount(0);
  await choose(page, 'Region', 'Nordland');
  await expect(card(page, 'Hardanger Fjord Site')).toHaveCount(0);
  await expect(card(page, 'Lofoten North')).toBeVisible();
  await expect(page.getByRole('region').filter({ has: rows(page) })).toHaveCount(1);

  // Clearing the country clears the region too; then the farm search narrows to one farm.
  await page.getByRole('combobox', { name: 'Country', exact: true }).locator('..').getByRole('button', { includeHidden: true }).click();
  await expect(region).toBeDisabled();
  await expect(card(page, 'Loch Creran')).toBeVisible();
  await page.getByRole('combobox', { name: 'Farm', exact: true }).fill('L');
  await expect(page.getByRole('option', { name: 'Loch Creran', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Farm', exact: true }).fill('Loch');
  await page.getByRole('option', { name: 'Loch Creran', exact: true }).click();
  await expect(card(page, 'Hardanger Fjord Site')).toHaveCount(0);
  await expect(card(page, 'Loch Creran').getByText(`${demoAuditCount('Loch Creran')} Audits`)).toBeVisible();
  await expect(rows(page)).toHaveCount(demoAuditCount('Loch Creran'));
  noErrors();
});

test('a company with 27 audits pages them 25 and 2, and an empty filter says No results.', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const noErrors = failOnConsoleErrors(page);
  const admin = await apiSignIn(request, 'admin@example.com');
  // 'E2E …' sorts after the demo's first company, so nobody else's default company changes.
  const name = uniqueName('E2E Paging', testInfo);
  const { company, farm } = await createCompanyWithFarm(request, admin.accessToken, name);
  const templateId = await defaultTemplateId(request, admin.accessToken);
  for (let i = 1; i <= 27; i += 1) {
    await launchAudit(request, admin.accessToken, {
      templateId,
      companyExtId: company.externalId,
      farmExtId: farm.externalId,
      name: `Paged audit ${String(i).padStart(2, '0')}`,
    });
  }

  await openSignedIn(page, 'admin@example.com', '/audits');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: /^Company menu/ }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Company menu: ${name}` })).toBeVisible();

  const pages = page.getByRole('navigation', { name: 'Pages' });
  const next = pages.getByRole('button', { name: 'Next' });
  const prev = pages.getByRole('button', { name: 'Prev' });
  await expect(rows(page)).toHaveCount(25);
  // Issue 37 item 14: a farm card counts the farm's audits under the filters on every page, not the page's rows.
  await expect(card(page, farm.name).getByText('27 Audits')).toBeVisible();
  await expect(pages.getByText('Page 1')).toBeVisible();
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expect(pages.getByText('Page 2')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(card(page, farm.name).getByText('27 Audits')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(prev).toBeEnabled();

  await prev.click();
  await expect(pages.getByText('Page 1')).toBeVisible();
  await expect(rows(page)).toHaveCount(25);

  await pick(page, 'Scored');
  await expect(page.getByText('No results.')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await pick(page, 'Not Started');
  await expect(rows(page)).toHaveCount(25);
  noErrors();
});
