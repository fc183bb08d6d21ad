import { expect, test } from '@playwright/test';
import { allEndpoints } from '@aquarisk/contract/endpoints/all-endpoints';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { urlPattern } from '@aquarisk/contract/endpoints/endpoint';
import { apiSignIn, seedSession } from '../../fixtures/session.ts';

test('a 401 mid-session triggers ONE shared refresh and every failed request is retried', async ({ page, request }) => {
  const s = await apiSignIn(request, 'manager@example.com');
  // The access token is no longer valid, the refresh token is: as after 15 minutes away.
  const state = {
    tokens: { accessToken: 'expired.token.value', refreshToken: s.refreshToken },
    user: s.user,
    company: s.user.currentCompany,
  };
  await page.addInitScript(seedSession, JSON.stringify(state));

  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (r) => {
    if (urlPattern(authEndpoints.token).test(r.url())) refreshes.push(r.postData() ?? '');
  });
  page.on('response', (r) => {
    if (r.status() === 401 && allEndpoints.some((e) => urlPattern(e).test(r.url()))) unauthorized.push(r.url());
  });

  await page.goto('/account');
  await expect(page.getByText('manager@example.com').first()).toBeVisible();
  expect(unauthorized.length).toBeGreaterThanOrEqual(2);
  expect(refreshes).toHaveLength(1);
  expect(refreshes[0]).toContain('grant_type=refresh_token');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('aquarisk.session') ?? '{}') as { tokens?: { accessToken: string } },
  );
  expect(stored.tokens?.accessToken).not.toBe('expired.token.value');
});

test('a failed refresh clears the session and goes to the login page', async ({ page }) => {
  const state = {
    tokens: { accessToken: 'expired', refreshToken: 'revoked' },
    user: { externalId: 'x', email: 'x@example.com', fullName: 'X', authorities: [], username: 'x', phone: null, currentCompany: null },
    company: null,
  };
  await page.addInitScript(seedSession, JSON.stringify(state));
  await page.goto('/account');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('aquarisk.session') ?? '{}') as { tokens?: unknown });
  expect(stored.tokens ?? null).toBeNull();
});
