import { expect, test, type Locator, type Page } from '@playwright/test';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { farmSchema } from '@aquarisk/contract/schemas/farm.schema';
import { expectAlert } from '../../fixtures/alerts.ts';
import { callApi } from '../../fixtures/api.ts';
import { uniqueName } from '../../fixtures/audits.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/** Selects the field's whole text as a person does before typing over it: click into it, then Ctrl+A. */
async function selectAll(field: Locator) {
  await field.click();
  await field.press('ControlOrMeta+A');
}

/** Pastes through the real clipboard (Ctrl+V) over the field's text, as a place copied from a map is pasted. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await selectAll(field);
  await field.press('ControlOrMeta+V');
}

// Issue 37 item 13: a minus typed over a selection was dropped, and a place pasted after a reset to 0,0 was stored as 0.
test('farm coordinates keep their sign when typed over a selection, and a latitude pasted after a failed Save is saved', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const session = await openSignedIn(page, 'company@example.com', '/');
  const companyId = session.user.currentCompany!.externalId;
  await page.goto(`/companies/${companyId}/farms/new`);
  const form = page.getByRole('form', { name: 'Farm' });
  const latitude = form.getByRole('textbox', { name: 'Latitude' });
  const longitude = form.getByRole('textbox', { name: 'Longitude' });
  const name = uniqueName('E2E Galway', testInfo);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);

  // West of Greenwich: the minus typed over the selected text stays.
  await longitude.fill('9.0568');
  await selectAll(longitude);
  await page.keyboard.type('-7.25');
  await expect(longitude).toHaveValue('-7.25');

  // A latitude out of range and a country not chosen from the list: Save fails and the location is reset to 0,0.
  await form.getByRole('combobox', { name: 'Country', exact: true }).fill('Eire');
  await latitude.fill('532707');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Select country from the list' })).toBeVisible();
  await expect(form.getByText('Latitude must be between -90 and 90: the location was reset to 0,0.')).toBeVisible();
  await expect(latitude).toHaveValue('0');
  await expect(longitude).toHaveValue('0');

  const country = form.getByRole('combobox', { name: 'Country', exact: true });
  await country.fill('Irel');
  await page.getByRole('option', { name: 'Ireland', exact: true }).click();
  // A place as a map copies it, pasted over the reset latitude, fills both fields.
  await paste(page, latitude, '53.2707, -9.0568');
  await expect(latitude).toHaveValue('53.2707');
  await expect(longitude).toHaveValue('-9.0568');
  await selectAll(longitude);
  await page.keyboard.type('-7.25');
  await expect(longitude).toHaveValue('-7.25');
  await latitude.click();
  await expect(form.getByText(/the location was reset/)).toHaveCount(0);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'farm-coordinates-before-save');

  const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/farm$/.test(new URL(r.url()).pathname));
  await form.getByRole('button', { name: 'Save' }).click();
  const farmId = farmSchema.parse(await (await created).json()).externalId;
  await expectAlert(page, 'Farm saved!');

  const stored = await callApi(page.request, session.accessToken, farmEndpoints.get, { params: { id: companyId, farmId } });
  expect(stored).toMatchObject({ name, country: 'Ireland', latitude: 53.2707, longitude: -7.25 });
  await callApi(page.request, session.accessToken, farmEndpoints.delete, { params: { id: companyId, farmId } });
  noErrors();
});
