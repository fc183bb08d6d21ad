import { expect, test, type Page } from '@playwright/test';
import { expectAlert } from '../../fixtures/alerts.ts';
import { launchDemoAudit, uniqueName } from '../../fixtures/audits.ts';
import { paddedMp4, seedFile } from '../../fixtures/media-files.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { mediaEndpoints } from '@aquarisk/contract/endpoints/media.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';
import { AUDITOR } from '../../../server/test/demo-users.ts';

/** Uploads go through Chromium's network emulation at this many bytes per second, so progress and Cancel are seen. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

test('an auditor uploads footage with real progress, cancels a long upload, plays and seeks the clip, then deletes it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const noErrors = failOnConsoleErrors(page);
  const { admin, surveyExtId } = await launchDemoAudit(request, {
    farm: 'Saronic Gulf Pens',
    name: uniqueName('E2E footage', testInfo),
    assignee: AUDITOR,
  });
  const stored = () => callApi(request, admin.accessToken, mediaEndpoints.list, { params: { id: surveyExtId } });

  await openSignedIn(page, AUDITOR, `/audit/view-audit/${surveyExtId}`);
  const footageButtons = page.getByRole('group', { name: 'Footage' }).and(page.locator(':visible'));
  await expect(footageButtons.getByRole('button', { name: 'Drone' })).toBeDisabled();

  await page.getByRole('button', { name: 'Upload footage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Footage' });
  const unthrottle = await throttleUploads(page, 1024 * 1024);

  // A long ROV upload, cancelled half-way: the request is aborted and the server keeps nothing.
  const rov = dialog.getByTestId('footage-slot-submarine');
  await rov.locator('input[type="file"]').setInputFiles(paddedMp4(seedFile('rov-clip.mp4'), 40));
  await expect(rov).toContainText('long dive.mp4');
  await rov.getByRole('button', { name: 'Upload' }).click();
  const bar = rov.getByRole('progressbar');
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(2);
  await expect(rov.getByText(/^\d+% · \d+\.\d\d Mb of \d+\.\d\d Mb$/)).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'upload-footage-progress');
  await rov.getByRole('button', { name: 'Cancel' }).click();
  await expect(rov.getByRole('button', { name: 'Choose rov footage file' })).toBeVisible();
  // The cancel is said in the slot, and stays there until the next choice (issue 21 item 17).
  await expect(rov.getByTestId('upload-notice')).toHaveText('Canceled by user');
  await expect.poll(async () => (await stored()).items.length).toBe(0);

  // The drone clip, uploaded whole: "Video Saved!", and the slot now offers Delete.
  const drone = dialog.getByTestId('footage-slot-drone');
  await drone.locator('input[type="file"]').setInputFiles(seedFile('drone-clip.mp4'));
  await drone.getByRole('button', { name: 'Upload' }).click();
  await expectAlert(page, 'Video Saved!');
  await expect(drone.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(drone).toContainText('drone-clip.mp4');
  await unthrottle();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The media viewer plays it from its signed address and seeks (HTTP Range).
  await footageButtons.getByRole('button', { name: 'Drone' }).click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  const video = viewer.getByTestId('media-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(1);
  const landed = await video.evaluate(
    (v: HTMLVideoElement, to: number) =>
      new Promise<number>((resolve) => {
        v.pause();
        v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
        v.currentTime = to;
      }),
    duration / 2,
  );
  expect(Math.abs(landed - duration / 2)).toBeLessThan(0.5);
  await expect(viewer.getByRole('radio', { name: 'ROV' })).toBeDisabled();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'media-viewer');
  await viewer.getByRole('button', { name: 'Close media viewer' }).click();

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Upload footage' }).click();
  await drone.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete drone footage' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectAlert(page, 'Video was deleted!');
  await expect(drone.getByRole('button', { name: 'Choose drone footage file' })).toBeVisible();
  await expect.poll(async () => (await stored()).items.length).toBe(0);
  noErrors();
});
