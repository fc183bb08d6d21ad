import { expect, test } from '@playwright/test';
import { expectAlert } from '../../fixtures/alerts.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

test('an admin adds a company, edits it and deletes it', async ({ page }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  // 'E2E …' sorts after the demo companies, so nobody else's default company changes while this one exists.
  const name = `E2E Company ${testInfo.project.name} ${Date.now()}`;
  await openSignedIn(page, 'admin@example.com', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();

  await page.getByRole('button', { name: /^Company menu/ }).click();
  await page.getByRole('menuitem', { name: '+ Company', exact: true }).click();
  await expect(page).toHaveURL(/\/companies\/new$/);
  const form = page.getByRole('form', { name: 'Company' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('City').fill('Bergen');
  await form.getByRole('button', { name: 'Save' }).click();

  await expectAlert(page, 'Company saved!');
  // The new company is current and the audits list (/) loads for it: it has no audits yet.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Company menu: ${name}` })).toBeVisible();
  await expect(page.getByText('No results.')).toBeVisible();

  await page.getByRole('button', { name: `Company menu: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit company' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(form.getByLabel('City')).toHaveValue('Bergen');
  const edits = {
    'Address line 1': 'Strandkaien 2',
    'Address line 2': 'Floor 3',
    City: 'Ålesund',
    'Province / state': 'Møre og Romsdal',
    'Post code': '6002',
    Phone: '+47 70 00 00 00',
    Email: 'post@e2e-company.example',
    'Web address': 'https://e2e-company.example',
  };
  for (const [label, value] of Object.entries(edits)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Company saved!');

  await page.reload();
  for (const [label, value] of Object.entries(edits)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByRole('link', { name: /^Farms/ })).toHaveText(/^Farms\s*0$/);
  await expect(page.getByRole('link', { name: /^Users/ })).toHaveText(/^Users\s*0$/);

  await form.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete company' });
  await expect(dialog.getByText(`${name} has 0 users and 0 farms. Delete ${name}?`, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectAlert(page, 'Company deleted!');
  await expect(page).toHaveURL(/\/$/);
  // The first company of the list becomes current, and the deleted one is gone from the switcher.
  const menu = page.getByRole('button', { name: /^Company menu/ });
  await expect(menu).not.toHaveAccessibleName(`Company menu: ${name}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  // Nothing asked for the deleted company's data, so no 'Not found' popup.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Aurora Aquaculture' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
  noErrors();
});
