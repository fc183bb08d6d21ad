import { expect, test, type Page } from '@playwright/test';
import { expectAlert } from '../../fixtures/alerts.ts';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

async function pickFarm(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Assigned farms' }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test('a company user adds a user, gives roles and farms, and deletes the user', async ({ page }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `e2e-user-${stamp}@example.com`;
  const fullName = `Eve Tester ${stamp}`;
  const session = await openSignedIn(page, 'company@example.com', '/');
  const companyId = session.user.currentCompany!.externalId;
  // The journey assigns farms of its own, never the demo farms.
  const farms = await Promise.all(
    ['A', 'B'].map((x) =>
      callApi(page.request, session.accessToken, farmEndpoints.create, {
        params: { id: companyId },
        body: { name: `E2E User farm ${x} ${stamp}` },
      }),
    ),
  );
  const [farmA, farmB] = farms.map((f) => f.name) as [string, string];

  await page.getByRole('button', { name: /^Company menu/ }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page.getByText('Total no of users')).toBeVisible();
  await page.getByRole('link', { name: 'New user' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}/users/new$`));

  const form = page.getByRole('form', { name: 'User' });
  const emailInput = form.getByRole('textbox', { name: 'Email' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill(fullName);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Email is required', { exact: true })).toBeVisible();
  await emailInput.fill('nope');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Email is not valid', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/users\/new$/);
  await emailInput.fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+47 555 0199');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'User saved!');

  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}/users$`));
  const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText(fullName)).toBeVisible();
  await row.getByRole('link', { name: `Edit ${email}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(emailInput).toHaveValue(email);

  // Only an admin grants Admin; a company user sees the box but cannot tick it.
  await expect(form.getByRole('checkbox', { name: 'Admin' })).toBeDisabled();
  await form.getByRole('checkbox', { name: 'Manager' }).check();
  await form.getByRole('checkbox', { name: 'Farmer' }).check();
  await pickFarm(page, farmA);
  await pickFarm(page, farmB);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, "User's roles are saved!");
  await expectAlert(page, 'User updated!');

  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}/users$`));
  for (const badge of ['Manager', 'Farmer', '2 farms']) await expect(row.getByText(badge, { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `Edit ${email}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Manager' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Farmer' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Auditor' })).not.toBeChecked();
  for (const farm of [farmA, farmB]) await expect(form.getByText(farm, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Delete ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(dialog.getByText(`${email} (${fullName}) has 2 farms. Delete ${email}?`, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectAlert(page, 'User deleted!');
  await expect(row).toHaveCount(0);

  for (const farm of farms)
    await callApi(page.request, session.accessToken, farmEndpoints.delete, { params: { id: companyId, farmId: farm.externalId } });
  noErrors();
});
