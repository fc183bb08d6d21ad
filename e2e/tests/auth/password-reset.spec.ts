import { expect, test } from '@playwright/test';
import { latestMailedLink } from '../../fixtures/mail.ts';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import { callApi, sendApi } from '../../fixtures/api.ts';
import { apiSignIn, CLIENT_AUTH } from '../../fixtures/session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { failOnConsoleErrors, signInViaUi } from '../../fixtures/ui.ts';

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

// Issue 37 items 11 and 12: the new password ends the browser's own session; the client drops it without an error.
test('a password changed from Account while signed in ends the session quietly: no "API error while token refresh."', async ({
  page,
  request,
}, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const admin = await apiSignIn(request, 'admin@example.com');
  const email = `change-${testInfo.project.name}-${Date.now()}@example.com`;
  await callApi(request, admin.accessToken, userEndpoints.create, {
    params: { id: admin.user.currentCompany!.externalId },
    body: { fullName: 'Carl Change', email, phone: null },
  });
  // A first password, set over the API from the first mailed link.
  await sendApi(request, null, authEndpoints.passwordReset, { headers: { Authorization: CLIENT_AUTH }, body: { email } });
  const first = new URL(await latestMailedLink(testInfo, email)).pathname.split('/').pop() ?? '';
  const set = await sendApi(request, null, authEndpoints.passwordChange, {
    headers: { Authorization: CLIENT_AUTH },
    body: { clid: first, password: 'first-password-1' },
  });
  expect(set.status()).toBe(200);

  await signInViaUi(page, email, 'first-password-1');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('dialog', { name: 'Change password' }).getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(`Reset Password instructions have been sent to ${email}.`).first()).toBeVisible();
  const link = await latestMailedLink(testInfo, email);
  expect(new URL(link).pathname).not.toBe(`/reset/${first}`);

  // The link opened in the same, signed-in browser.
  await page.goto(new URL(link).pathname);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-password-2');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('second-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password reset!').first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Watch full video' })).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'password-changed-signed-out', { fullPage: false });
  // The landing page asks nothing of the old session; going on to sign in shows no refresh failure either.
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('API error while token refresh.')).toHaveCount(0);
  await signInViaUi(page, email, 'second-password-2');
  await expect(page.getByText('API error while token refresh.')).toHaveCount(0);
  noErrors();
});
