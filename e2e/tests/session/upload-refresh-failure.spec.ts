import { expect, test } from '@playwright/test';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { urlOf, urlPattern } from '@aquarisk/contract/endpoints/endpoint';
import { mediaEndpoints } from '@aquarisk/contract/endpoints/media.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { expectAlert } from '../../fixtures/alerts.ts';
import { launchDemoAudit, uniqueName } from '../../fixtures/audits.ts';
import { seedFile } from '../../fixtures/media-files.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { CLIENT_AUTH, openSignedIn } from '../../fixtures/session.ts';
import { AUDITOR } from '../../../server/test/demo-users.ts';

test('a refresh that fails mid-upload ends the session like any other call, with no upload error', async ({ page, request }, testInfo) => {
  const { admin, surveyExtId } = await launchDemoAudit(request, {
    farm: 'Saronic Gulf Pens',
    name: uniqueName('E2E upload refresh', testInfo),
    assignee: AUDITOR,
  });

  const s = await openSignedIn(page, AUDITOR, `/audit/view-audit/${surveyExtId}`);
  // The page's refresh token is spent elsewhere: presenting it again is refused (reuse revokes its family).
  await callApi(request, null, authEndpoints.token, {
    headers: { Authorization: CLIENT_AUTH },
    form: { grant_type: 'refresh_token', refresh_token: s.refreshToken },
  });

  // The upload reaches the server with an expired access token, so the server answers it 401 for real.
  // Footage starts as a resumable upload (issue 27): its creation request is the first to meet the expired token.
  const uploadPath = urlOf(mediaEndpoints.uploadStart, { id: surveyExtId, category: 'drone' });
  await page.route(
    (url) => url.pathname === uploadPath,
    (route) => route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer expired.token.value' } }),
    {
      times: 1,
    },
  );
  const uploadStatuses: number[] = [];
  const refreshStatuses: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === uploadPath) uploadStatuses.push(r.status());
    if (urlPattern(authEndpoints.token).test(r.url())) refreshStatuses.push(r.status());
  });

  await page.getByRole('button', { name: 'Upload footage' }).click();
  const drone = page.getByRole('dialog', { name: 'Upload Footage' }).getByTestId('footage-slot-drone');
  await drone.locator('input[type="file"]').setInputFiles(seedFile('drone-clip.mp4'));
  await drone.getByRole('button', { name: 'Upload' }).click();

  // The one session end: the alert of a failed token refresh, the sign-in page, the session cleared.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'API error while token refresh.' })).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'upload-refresh-failure-login');
  await expectAlert(page, 'API error while token refresh.');
  expect(new URL(page.url()).pathname).toBe('/login');
  const tokens = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('aquarisk.session') ?? '{}') as { tokens?: unknown }).tokens ?? null,
  );
  expect(tokens).toBeNull();
  await expect(page.getByText('Invalid refresh token')).toHaveCount(0);
  await expect(page.getByTestId('upload-notice')).toHaveCount(0);
  expect(uploadStatuses).toEqual([401]);
  expect(refreshStatuses).toEqual([400]);
  const stored = await callApi(request, admin.accessToken, mediaEndpoints.list, { params: { id: surveyExtId } });
  expect(stored.items).toHaveLength(0);
});
