import { expect, test, type Page } from '@playwright/test';
import { expectAlert } from '../../fixtures/alerts.ts';
import { companyEndpoints } from '@aquarisk/contract/endpoints/company.endpoints';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { uniqueName } from '../../fixtures/audits.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/**
 * Types a prefix into a list field and picks the option, as a person does with the place search and typeaheads; the
 * field then holds `value` (the option's own text unless it is named otherwise, as a currency is by code and name).
 */
async function choose(page: Page, label: string, prefix: string, option: string, value = option) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  // In the middle of the screen, as a person has it: at the very edge, the list may open flipped and hidden.
  await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await input.fill(prefix);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(value);
}

/** 'Total no of farms' and the names listed. */
async function farmsListed(page: Page) {
  const total = Number(await page.getByLabel(/^\d+ farms$/).textContent());
  const names = await page
    .getByRole('list', { name: 'Farms' })
    .getByRole('button', { name: /^Show / })
    .allInnerTexts();
  return { total, names: names.map((n) => n.trim()) };
}

test('a company user adds a farm, finds it, assigns a user and deletes it', async ({ page }, testInfo) => {
  // The longest journey here (two maps, eight screens); give it room on a busy machine.
  test.slow();
  const noErrors = failOnConsoleErrors(page);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const name = `E2E Farm ${stamp}`;
  const session = await openSignedIn(page, 'company@example.com', '/');
  const companyId = session.user.currentCompany!.externalId;
  // The user the journey assigns to its farm is its own, so no demo user's farms change.
  const email = `e2e-farm-user-${stamp.replace(' ', '-')}@example.com`;
  const member = await callApi(page.request, session.accessToken, userEndpoints.create, {
    params: { id: companyId },
    body: { fullName: 'Farm Hand', email, phone: null },
  });

  await page.getByRole('button', { name: /^Company menu/ }).click();
  await page.getByRole('menuitem', { name: 'Farms' }).click();
  await expect(page.getByText('Total no of farms')).toBeVisible();
  const before = await farmsListed(page);
  expect(before.names).not.toContain(name);

  await page.getByRole('link', { name: 'New farm' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}/farms/new$`));
  const form = page.getByRole('form', { name: 'Farm' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await choose(page, 'Species', 'Atlantic sal', 'Atlantic salmon');
  await expect(form.getByRole('combobox', { name: 'Region', exact: true })).toBeDisabled();

  // Free text that was not chosen from the list blocks Save.
  await form.getByRole('combobox', { name: 'Country', exact: true }).fill('Atlantis');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Select country from the list' })).toBeVisible();
  await expect(form.getByText('Select from the list', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/farms\/new$/);

  await choose(page, 'Country', 'Norw', 'Norway');
  await expect(form.getByText('Select from the list', { exact: true })).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Region', exact: true })).toBeEnabled();
  await choose(page, 'Region', 'Vest', 'Vestland');
  await form.getByLabel('Latitude').fill('60.3913');
  await form.getByLabel('Longitude').fill('5.3221');
  // any ISO 4217 currency, found by its code or its name (issue 21 item 14)
  await choose(page, 'Currency code', 'krone', 'NOK Norwegian Krone', 'NOK');
  // A new farm is assigned to the user who adds it.
  await expect(form.getByText('Colin Company (company@example.com)')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();

  await expectAlert(page, 'Farm saved!');
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}/farms$`));
  const list = page.getByRole('list', { name: 'Farms' });
  const item = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Show ${name} on the map` }) });
  await expect(item).toBeVisible();
  await expect(item.getByText('Vestland, Norway')).toBeVisible();
  await expect(item.getByText('Atlantic salmon')).toBeVisible();
  await expect(item.getByText('1 user', { exact: true })).toBeVisible();
  // The count went up by this farm; other journeys may add or remove their own farms meanwhile.
  // The count and the names are read together until they agree: a refetch can land between the two reads.
  await expect
    .poll(async () => {
      const after = await farmsListed(page);
      const othersAdded = after.names.filter((n) => n !== name && !before.names.includes(n)).length;
      const othersRemoved = before.names.filter((n) => !after.names.includes(n)).length;
      return after.total - (before.total + 1 + othersAdded - othersRemoved);
    })
    .toBe(0);

  // 'Search farms' finds it and the map, drawn on a canvas, flies to it.
  await page.getByRole('combobox', { name: 'Search farms' }).fill(stamp);
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('button', { name: `Show ${name} on the map` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: "Map of the company's farms" }).locator('canvas')).toBeVisible();

  await item.getByRole('link', { name: `Users of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Farm users' })).toBeVisible();
  const farmUsers = page.getByRole('list', { name: 'Farm users' });
  await expect(farmUsers.getByText('company@example.com')).toBeVisible();
  await page.getByRole('combobox', { name: 'Add user to farm' }).fill('e2e-farm-user');
  await page.getByRole('option', { name: `Farm Hand (${email})`, exact: true }).click();
  await expectAlert(page, `${email} added to farm.`);
  await expect(farmUsers.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${email} from the farm` }).click();
  await expectAlert(page, `${email} removed from farm.`);
  await expect(farmUsers.getByText(email)).toHaveCount(0);

  await page.getByRole('button', { name: 'Back' }).click();
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete farm' });
  await expect(dialog.getByText(`${name} contains 0 audits. Delete ${name}?`, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectAlert(page, `Farm ${name} is deleted!`);
  await expect(page.getByRole('button', { name: `Show ${name} on the map` })).toHaveCount(0);

  await callApi(page.request, session.accessToken, userEndpoints.delete, { params: { id: companyId, userId: member.user.externalId } });
  noErrors();
});

test('a company of 55 farms lists them 50 at a time, and a farm picked beyond them is pinned', async ({ page }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  // A company of its own, so the count is exact whatever other journeys add meanwhile.
  const name = uniqueName('E2E Paging', testInfo);
  const admin = await apiSignIn(page.request, 'admin@example.com');
  const company = await callApi(page.request, admin.accessToken, companyEndpoints.create, { body: { name } });
  const farmName = (n: number) => `Paging Farm ${String(n).padStart(2, '0')}`;
  for (let from = 0; from < 55; from += 5)
    await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        callApi(page.request, admin.accessToken, farmEndpoints.create, {
          params: { id: company.externalId },
          body: { name: farmName(from + i), latitude: 58 + (from + i) / 10, longitude: 5 + (from + i) / 5 },
        }),
      ),
    );

  await openSignedIn(page, 'admin@example.com', `/companies/${company.externalId}/farms`, company);
  await expect(page.getByLabel('55 farms')).toHaveText('55');
  const list = page.getByRole('list', { name: 'Farms' });
  await expect(list.getByRole('listitem')).toHaveCount(50);
  await expect(page.getByText('Showing 50 of 55 farms')).toBeVisible();

  await page.getByRole('combobox', { name: 'Search farms' }).fill('Farm 54');
  await page.getByRole('option', { name: farmName(54) }).click();
  const pinned = page.getByRole('list', { name: 'Selected farm' });
  await expect(pinned.getByRole('button', { name: `Show ${farmName(54)} on the map` })).toHaveAttribute('aria-pressed', 'true');
  await expect(pinned.getByRole('link', { name: `Edit ${farmName(54)}` })).toBeVisible();
  await expect(pinned.getByRole('button', { name: `Delete ${farmName(54)}` })).toBeVisible();
  await expect(page.getByRole('region', { name: "Map of the company's farms" }).locator('canvas')).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'farms-paged-selected');

  // The button, reached from the keyboard, loads the rest; the picked farm then sits in the list, selected.
  await page.getByRole('button', { name: 'Load more farms' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(55);
  await expect(pinned).toHaveCount(0);
  await expect(list.getByRole('button', { name: `Show ${farmName(54)} on the map` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Load more farms' })).toHaveCount(0);
  noErrors();
});
