import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { mediaEndpoints } from '@aquarisk/contract/endpoints/media.endpoints';
import { expectAlert } from '../../fixtures/alerts.ts';
import { callApi } from '../../fixtures/api.ts';
import { paddedMp4, seedFile } from '../../fixtures/media-files.ts';
import { readyForOffline, startOfflineJourney, syncBadge } from '../../fixtures/offline.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

// Issue 37: these journeys need the service worker (the other journeys block it).
test.use({ serviceWorkers: 'allow' });

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(2)} Mb`;

/**
 * Issue 37 items 1 and 3, at sea: an audit made available offline, then the link drops and the page is reloaded. Upload footage opens with its
 * slots (what the device kept, said calmly), a video chosen offline waits for the connection; the environmental
 * readings and the audits list say calmly what needs the connection, under the "On this device" card. The user moves
 * to the audits list while the upload waits; when the link returns it is sent from there (item 2) and stored.
 */
test('offline: footage slots from the device, calm offline screens, and the upload sent from another screen when the link returns', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { field, surveyExtId, noErrors } = await startOfflineJourney({ page, request, testInfo });

  await context.setOffline(true);
  // A reload with no network: the app opens from the service worker, the audit and its media list from the device.
  await page.reload();
  await expect(syncBadge(page)).toContainText('Offline');
  // Item 3: the readings need the server; the panel says so in the badge's words.
  const environment = page.getByTestId('environment-panel');
  await expect(environment.getByTestId('offline-state')).toContainText(
    'The environmental readings load again when the connection returns.',
  );
  await expect(environment).not.toContainText('API error');

  // Item 1: the dialog works from what the device kept with the audit.
  await page.getByRole('button', { name: 'Upload footage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Footage' });
  await expect(dialog.getByTestId('footage-offline')).toContainText('Stored files as this device last saw them');
  await expect(dialog).not.toContainText('Something went wrong');
  const rov = dialog.getByTestId('footage-slot-submarine');
  const file = seedFile('drone-clip.mp4');
  await rov.locator('input[type="file"]').setInputFiles(file);
  await rov.getByRole('button', { name: 'Upload' }).click();
  await expect(rov.getByText(/Waiting for the connection/)).toBeVisible();
  await expect(rov.getByRole('button', { name: 'Cancel' })).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'footage-offline', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'question-offline');

  // Item 3: the audits list, reached inside the app (no reload: the upload waits in this page).
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Audits' }).click();
  await expect(page.getByTestId('offline-audits')).toBeVisible();
  await expect(page.getByTestId('offline-state')).toContainText('The full audits list loads again when the connection returns');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText('API error while loading the audits.')).toHaveCount(0);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'audits-offline');

  // Item 2: the upload chosen offline goes when the link returns, though its dialog and screen are gone.
  await context.setOffline(false);
  await expectAlert(page, 'Video Saved!');
  await expect(page.getByTestId('offline-state')).toHaveCount(0);
  const items = (await callApi(request, field.auditor.accessToken, mediaEndpoints.list, { params: { id: surveyExtId } })).items;
  expect(items.map((i) => [i.category, i.name, i.size])).toEqual([['submarine', 'drone-clip.mp4', fs.statSync(file).size]]);
  noErrors();
});

/**
 * Issue 37 item 2: an upload cut by a reload at about a quarter shows, offline after the reload, how much was sent and
 * how to resume it; the same file chosen again waits for the link and resumes from the server's offset (no second
 * upload from zero).
 */
test('an upload cut by a reload shows how much was sent, offline, and resumes when the file is chosen again', async ({
  page,
  context,
  request,
}, testInfo) => {
  const file = paddedMp4(seedFile('drone-clip.mp4'), 20);
  const size = fs.statSync(file).size;
  const tus: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/uploads')) tus.push(`${r.method()} ${r.headers()['upload-offset'] ?? ''}`.trim());
  });
  const { field, surveyExtId, noErrors } = await startOfflineJourney({ page, request, testInfo });
  const dialog = page.getByRole('dialog', { name: 'Upload Footage' });
  const rov = dialog.getByTestId('footage-slot-submarine');

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await page.getByRole('button', { name: 'Upload footage' }).click();
  await rov.locator('input[type="file"]').setInputFiles(file);
  await rov.getByRole('button', { name: 'Upload' }).click();
  const bar = rov.getByRole('progressbar');
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(25);
  await page.reload();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await readyForOffline(page);

  await context.setOffline(true);
  await expect(syncBadge(page)).toContainText('Offline');
  await page.getByRole('button', { name: 'Upload footage' }).click();
  const unfinished = rov.getByTestId('unfinished-upload');
  await expect(unfinished).toContainText('long dive.mp4');
  await expect(unfinished).toContainText(
    new RegExp(`\\d+\\.\\d\\d Mb of ${mb(size).replace('.', '\\.')} uploaded: choose the file again to resume`),
  );
  const shownSent = Number(/([\d.]+) Mb of/.exec((await unfinished.textContent())!)![1]);
  expect(shownSent).toBeGreaterThan(0.2 * (size / 1048576));
  await expect(rov).not.toContainText('Nothing stored yet');
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'upload-unfinished-offline', { fullPage: false });

  await rov.locator('input[type="file"]').setInputFiles(file);
  await rov.getByRole('button', { name: 'Upload' }).click();
  await expect(rov.getByText(/Waiting for the connection/)).toBeVisible();
  await context.setOffline(false);
  await expectAlert(page, 'Video Saved!');
  expect(tus[0]).toBe('POST');
  expect(tus.filter((m) => m === 'POST')).toHaveLength(1);
  const resumed = tus.find((m, i) => i > 1 && m.startsWith('PATCH'));
  expect(Number(resumed?.split(' ')[1])).toBeGreaterThan(0);
  const items = (await callApi(request, field.auditor.accessToken, mediaEndpoints.list, { params: { id: surveyExtId } })).items;
  expect(items.map((i) => [i.category, i.name, i.size])).toEqual([['submarine', 'long-dive.mp4', size]]);
  await expect(rov.getByTestId('unfinished-upload')).toHaveCount(0);
  noErrors();
});
