import { expect, test } from '@playwright/test';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { fillAnswer, questionForm } from '../../fixtures/answer-inputs.ts';
import { farmByName, launchAudit, uniqueName, userIdsByEmail } from '../../fixtures/audits.ts';
import { apiSignIn, FIRST_SCREEN_TIMEOUT, openSignedIn } from '../../fixtures/session.ts';
import { AUDITOR } from '../../../server/test/demo-users.ts';

/**
 * Issue 27 item 6: the question flow on a slow 3G link (400 kbit/s each way, 400 ms round trip, emulated by Chromium
 * through the DevTools protocol). After the first load (the app installed by its service worker, as on a boat), no
 * request of the flow may carry more than 20 KB on the wire (headers and compressed body), and none may fail.
 */
const WIRE_BUDGET = 20 * 1024;
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

test.use({ serviceWorkers: 'allow' });

test('five answers on a slow 3G link: every request under 20 KB on the wire, none failing', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const admin = await apiSignIn(page.request, 'admin@example.com');
  const company = admin.user.currentCompany!;
  const farm = await farmByName(page.request, admin.accessToken, company.externalId, 'Saronic Gulf Pens');
  const users = await userIdsByEmail(page.request, admin.accessToken, company.externalId);
  const surveyExtId = await launchAudit(page.request, admin.accessToken, {
    companyExtId: company.externalId,
    farmExtId: farm.externalId,
    name: uniqueName('E2E slow link', testInfo),
    userExtIds: [users[AUDITOR]!],
  });
  const url = `/audit/view-audit/${surveyExtId}`;

  // The first visit, at full speed: the worker installs the app.
  await openSignedIn(page, AUDITOR, url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: FIRST_SCREEN_TIMEOUT });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  const requests = new Map<string, { method: string; url: string; fromWorker: boolean; bytes?: number; failed?: string }>();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { method: e.request.method, url: e.request.url, fromWorker: false }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.fromWorker = Boolean(e.response.fromServiceWorker);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.failed = `${e.errorText}${e.canceled ? ' (canceled)' : ''}`;
  });

  // The first load on the slow link: the question screen, its data, and nothing pending.
  await page.reload();
  const form = questionForm(page);
  await expect(form).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await page.waitForLoadState('networkidle');
  const firstLoad = new Set(requests.keys());

  // Five answers, each saved before the next question shows.
  for (let answered = 0; answered < 5; answered += 1) {
    await expect(form).toBeVisible({ timeout: 60_000 });
    const type = (await form.getAttribute('data-answer-type'))!;
    const questionId = await form.getAttribute('data-question-id');
    await fillAnswer(page, form, type, false, AUDITOR);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator(`form[data-question-id="${questionId}"]`)).toHaveCount(0, { timeout: 60_000 });
  }
  await expect(form).toBeVisible({ timeout: 60_000 });
  // Until every request of the flow has ended (networkidle, once reached, is not waited for again). The first load's
  // MapLibre worker script ends in the worker's own target, which this page's session does not see.
  const pending = () =>
    [...requests.entries()]
      .filter(([id, r]) => !firstLoad.has(id) && r.bytes === undefined && !r.failed)
      .map(([, r]) => r)
      .map((r) => `${r.method} ${r.url}${r.fromWorker ? ' (worker)' : ''}`);
  await expect.poll(pending, { timeout: 60_000 }).toEqual([]);
  await cdp.send('Network.emulateNetworkConditions', { ...SLOW_3G, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const line = (r: { method: string; url: string; bytes?: number; failed?: string }) =>
    `${String(r.bytes ?? '-').padStart(6)} B ${r.method} ${new URL(r.url).pathname}${r.failed ? ` ${r.failed}` : ''}`;
  const wire = (ids: (id: string) => boolean) =>
    [...requests.entries()].filter(([id, r]) => ids(id) && !r.fromWorker && !r.url.startsWith('data:')).map(([, r]) => r);
  const onWire = wire((id) => !firstLoad.has(id));
  const table = onWire.map(line).join('\n');
  const report = `first load, on the wire:\n${wire((id) => firstLoad.has(id))
    .map(line)
    .join('\n')}\n\nthe flow, on the wire:\n${table}`;
  await testInfo.attach('requests-on-the-wire.txt', { body: report, contentType: 'text/plain' });
  console.log(report);

  const progress = await callApi(page.request, (await apiSignIn(page.request, AUDITOR)).accessToken, auditEndpoints.current, {
    params: { id: surveyExtId },
  });
  expect(progress.progress.answered, 'five answers stored').toBe(5);
  // A request the app itself cancels (a people search the next question made obsolete: TanStack Query aborts it) is
  // not the link failing; every other request must end with its answer.
  const cancelledByApp = (r: { failed?: string }) => r.failed?.endsWith('(canceled)') === true;
  expect(
    onWire.filter((r) => r.failed && !cancelledByApp(r)),
    table,
  ).toEqual([]);
  expect(
    onWire.filter((r) => r.bytes === undefined && !cancelledByApp(r)),
    table,
  ).toEqual([]);
  expect(
    onWire.filter((r) => r.bytes! > WIRE_BUDGET),
    table,
  ).toEqual([]);
  // The app's own files came from the worker, not over the link.
  expect(
    onWire.filter((r) => /\/assets\//.test(r.url)),
    table,
  ).toEqual([]);
  expect(onWire.length, table).toBeGreaterThanOrEqual(5);
});
