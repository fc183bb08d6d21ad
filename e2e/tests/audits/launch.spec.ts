import { expect, test } from '@playwright/test';
import { expectAlert } from '../../fixtures/alerts.ts';
import { TEMPLATE_NAME, uniqueName } from '../../fixtures/audits.ts';
import { auditEndpoints, auditUserEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

const FARM = 'Bantry Bay Mussels';

test('an admin launches an audit from the Launch Audit form and finds it under its farm', async ({ page, request }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const name = uniqueName('E2E launched audit', testInfo);
  const admin = await openSignedIn(page, 'admin@example.com', '/audits');
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();

  await page.getByRole('link', { name: 'New Audit' }).click();
  await expect(page).toHaveURL(/\/audits\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch Audit' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Launch audit' });

  // With one template it is chosen already; choosing it again keeps it.
  const template = form.getByRole('combobox', { name: 'Template' });
  await template.click();
  await page.getByRole('option', { name: TEMPLATE_NAME }).click();
  await expect(template).toHaveValue(TEMPLATE_NAME);
  await form.getByLabel('Audit Name').fill(name);
  await form.getByLabel('Description').fill('Annual longline audit, launched from the browser.');

  // The farm typeahead searches the company's farms from the first character.
  const farm = form.getByRole('combobox', { name: 'Farm' });
  await farm.fill('Bantry');
  await page.getByRole('option', { name: FARM }).click();
  await expect(farm).toHaveValue(FARM);

  // A 3-digit year is refused; the form keeps its values.
  const year = form.getByLabel('Audit Year');
  await year.fill('202');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please provide a valid year.')).toBeVisible();
  await expect(page).toHaveURL(/\/audits\/new$/);
  await year.fill('2026');
  await expect(form.getByText('Please provide a valid year.')).toBeHidden();

  // The admin is assigned by default; the auditor is added.
  await form.getByRole('combobox', { name: 'Assigned Users' }).click();
  await page.getByRole('option', { name: /auditor@example\.com/ }).click();
  await page.keyboard.press('Escape');

  await form.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Audit launched!');
  await expect(page).toHaveURL(/\/audits$/);

  const card = page.getByRole('region', { name: FARM, exact: true });
  await expect(card).toBeVisible();
  const row = card.getByTestId('audit-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Not Started')).toBeVisible();
  await expect(row.getByText('2026')).toBeVisible();
  await expect(row.getByRole('button', { name: `Score ${name}` })).toBeVisible();

  // Saved as typed, with the auditor assigned.
  const list = await callApi(request, admin.accessToken, auditEndpoints.list, {
    query: { filterCompanyExtId: admin.user.currentCompany!.externalId, size: 250 },
  });
  const saved = list.companies
    .flatMap((c) => c.farms)
    .find((f) => f.name === FARM)
    ?.surveys.find((s) => s.name === name);
  expect(saved).toMatchObject({ description: 'Annual longline audit, launched from the browser.', surveyYear: 2026 });
  const assigned = await callApi(request, admin.accessToken, auditUserEndpoints.list, { params: { id: saved!.externalId } });
  expect(assigned.users.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@example.com', 'auditor@example.com']));
  noErrors();
});
