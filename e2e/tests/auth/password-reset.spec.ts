import { expect, test } from '@playwright/test';
import { latestMailedLink } from '../../fixtures/mail.ts';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import { callApi, sendApi } from '../../fixtures/api.ts';
import { apiSignIn, CLIENT_AUTH } from '../../fixtures/session.ts';
import { signInViaUi } from '../../fixtures/ui.ts';

test('forgot password mails a single-use link that sets a new password', async ({ page, request }, testInfo) => {
  // A user of our own, so parallel runs never change a demo password.
  const admin = await apiSignIn(request, 'admin@example.com');
  const email = `reset-${testInfo.project.name}-${Date.now()}@example.com`;
  await callApi(request, admin.accessToken, userEndpoints.create, {
    params: { id: admin.user.currentCompany!.externalId },
    body: { fullName: 'Rita Reset', email, phone: null },
  });

  await page.goto('/forgotpassword');
  await expect(page.getByText('Recover password')).toBeVisible();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Incorrect e-mail')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`Reset Password instructions have been sent to ${email}.`).first()).toBeVisible();

  const link = await latestMailedLink(testInfo, email);
  const path = new URL(link).pathname;
  await page.goto(path);
  await expect(page.getByText('Reset password').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('fjord-salmon-2026');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('something-else');
  await page.getByRole('button', { name: /reset|save|set/i }).click();
  await expect(page.getByText('Password confirmation does not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('fjord-salmon-2026');
  await page.getByRole('button', { name: /reset|save|set/i }).click();
  await expect(page.getByText('Password reset!').first()).toBeVisible();
  // docs/requirements.md#core-2: on success the reset goes to / (the landing page, with its Sign in button), not to /login.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Watch full video' })).toBeVisible();

  await signInViaUi(page, email, 'fjord-salmon-2026');
  // The link was single-use.
  const again = await sendApi(request, null, authEndpoints.passwordChange, {
    headers: { Authorization: CLIENT_AUTH },
    body: { clid: path.split('/').pop() ?? '', password: 'another-password-1' },
  });
  expect(again.status()).toBe(400);
});
