import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { failOnConsoleErrors, signInViaUi } from '../../fixtures/ui.ts';
import { DEMO_PASSWORD } from '../../../server/test/demo-users.ts';

const roles = [
  { email: 'admin@example.com', templates: true, companyLinks: true, activityLog: true },
  { email: 'company@example.com', templates: false, companyLinks: true, activityLog: false },
  { email: 'auditor@example.com', templates: false, companyLinks: false, activityLog: false },
  { email: 'manager@example.com', templates: false, companyLinks: false, activityLog: false },
  { email: 'farmer@example.com', templates: false, companyLinks: false, activityLog: false },
  { email: 'viewer@example.com', templates: false, companyLinks: false, activityLog: false },
  { email: 'other@example.com', templates: false, companyLinks: true, activityLog: false },
];

for (const role of roles) {
  test(`${role.email} signs in and sees what the role offers`, async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await signInViaUi(page, role.email);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const item of ['Audits', 'Actions', 'Intelligence']) await expect(nav.getByRole('link', { name: item })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Templates' })).toHaveCount(role.templates ? 1 : 0);

    await page.getByRole('button', { name: /^User menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Activity Log' })).toHaveCount(role.activityLog ? 1 : 0);
    await page.keyboard.press('Escape');

    const companyMenu = page.getByRole('button', { name: /^Company menu/ });
    if (role.companyLinks) {
      await companyMenu.click();
      for (const item of ['Edit company', 'Farms', 'Users']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
      await page.keyboard.press('Escape');
    } else {
      await expect(companyMenu).toHaveCount(0);
      await expect(page.getByLabel('Current company')).toBeVisible();
    }
    noErrors();
  });
}

test('a wrong password shows the spec message', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('manager@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();
  if (testInfo.project.name === 'sqlite') {
    await saveScreenshot(page, testInfo, 'login-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, testInfo, 'login-phone');
  }
});

test('an unknown signed-out path shows the login page and returns there after sign-in', async ({ page }) => {
  await page.goto('/companies/x/farms');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/companies\/x\/farms$/);
});
