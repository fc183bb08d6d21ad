import { expect, test } from '@playwright/test';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { sendApi } from '../fixtures/api.ts';
import { apiSignIn } from '../fixtures/session.ts';

test('the server is healthy and serves the web app on deep links', async ({ request, page }) => {
  const health = await sendApi(request, null, authEndpoints.health);
  expect(health.ok()).toBe(true);
  const res = await page.goto('/audit/view-audit/00000000-0000-0000-0000-000000000000');
  expect(res?.status()).toBe(200);
  await expect(page.locator('#root')).toBeAttached();
});

test('every demo user signs in over the API', async ({ request }) => {
  for (const who of ['admin', 'company', 'auditor', 'manager', 'farmer', 'viewer', 'other']) {
    const s = await apiSignIn(request, `${who}@example.com`);
    expect(s.user.email).toBe(`${who}@example.com`);
  }
});
