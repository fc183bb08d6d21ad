import { expect, test } from '@playwright/test';
import { expectAlert } from '../../fixtures/alerts.ts';
import { launchDemoAudit, uniqueName } from '../../fixtures/audits.ts';
import { seedFile } from '../../fixtures/media-files.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';
import { AUDITOR } from '../../../server/test/demo-users.ts';

/**
 * Issue 21, item 20: the media viewer's Video button could never be enabled; 'Site image' was named twice in Upload
 * Footage and the site image was cropped in the farm panel. Here an auditor uploads other video and a site image on
 * the Greek farm (its region spelt Attikí) and plays the video from the Video button.
 */
test('an auditor uploads other video and a site image: Video plays, the image is shown whole', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  const noErrors = failOnConsoleErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { surveyExtId } = await launchDemoAudit(request, {
    farm: 'Saronic Gulf Pens',
    name: uniqueName('E2E video category', testInfo),
    assignee: AUDITOR,
  });

  await openSignedIn(page, AUDITOR, `/audit/view-audit/${surveyExtId}`);
  const footage = page.getByRole('group', { name: 'Footage' }).and(page.locator(':visible'));
  await expect(footage.getByRole('button', { name: 'Video' })).toBeDisabled();

  await page.getByRole('button', { name: 'Upload footage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Footage' });
  await expect(dialog.getByText('Site image', { exact: true })).toHaveCount(1);
  const video = dialog.getByTestId('footage-slot-video');
  await expect(video).toContainText('Other video');
  await video.locator('input[type="file"]').setInputFiles(seedFile('other-clip.mp4'));
  await video.getByRole('button', { name: 'Upload' }).click();
  await expectAlert(page, 'Video Saved!');
  const image = dialog.getByTestId('footage-slot-map');
  await image.locator('input[type="file"]').setInputFiles(seedFile('site-map.png'));
  await image.getByRole('button', { name: 'Upload' }).click();
  await expectAlert(page, 'Site image saved!');
  await expect(video.getByRole('button', { name: 'Delete' })).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'upload-footage-categories-desktop');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The Video button now plays the other video from its signed address.
  await footage.getByRole('button', { name: 'Video' }).click();
  const viewer = page.getByRole('dialog', { name: 'Media viewer' });
  const player = viewer.getByTestId('media-video');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  await expect(viewer).toContainText('other-clip.mp4');
  await viewer.getByRole('button', { name: 'Close media viewer' }).click();

  // The farm panel: the site image whole (contain, not cover), and the region spelt Attikí.
  const panel = page.getByRole('complementary', { name: 'Farm Saronic Gulf Pens' });
  const siteImage = panel.getByTestId('site-image');
  await expect
    .poll(() => siteImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 60_000 })
    .toBeGreaterThan(0);
  expect(await siteImage.evaluate((img: HTMLImageElement) => getComputedStyle(img).objectFit)).toBe('contain');
  await expect(panel).toContainText('Attikí, Greece');
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'audit-farm-panel-desktop');

  // On a phone the two uploads share one Upload menu (issue 21 item 18).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(footage.getByRole('button', { name: 'Video' })).toBeEnabled();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Upload footage' }).click();
  await expect(dialog.getByTestId('footage-slot-video')).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'upload-footage-categories-phone');
  noErrors();
});
