import { expect, test } from '@playwright/test';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import { callApi, sendApi } from '../../fixtures/api.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { openSignedIn } from '../../fixtures/session.ts';

/** Issue 28 item 5: a personal API token made on the account screen, shown once, used by a script, revoked. */
test('an API token is shown once, opens the API for a script, and stops at once when revoked', async ({ page, request }, testInfo) => {
  const email = 'admin@example.com';
  await openSignedIn(page, email, '/account');
  const name = `Script ${testInfo.project.name} ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByTestId('new-api-token');
  await expect(shown).toHaveText(/^aqr_[a-z0-9]{10}_[A-Za-z0-9_-]{43}$/);
  const token = (await shown.textContent())!;
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText(`${token.slice(0, 14)}_…`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'api-token-created');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, testInfo, 'api-token-created-390');

  // A script sends it as a bearer token: it reads as the user.
  const me = await callApi(request, token, userEndpoints.me);
  expect(me.email).toBe(email);

  // Shown once: gone when the notice is closed, and not on the page after a reload.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(token)).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row.getByText('Never')).toHaveCount(0);
  expect(await page.content()).not.toContain(token.slice(15));

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toHaveCount(0);
  expect((await sendApi(request, token, userEndpoints.me)).status()).toBe(401);
});
