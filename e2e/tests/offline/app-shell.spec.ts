import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { urlOf } from '@aquarisk/contract/endpoints/endpoint';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { questionForm } from '../../fixtures/answer-inputs.ts';
import { farmByName, launchAudit, uniqueName, userIdsByEmail } from '../../fixtures/audits.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { apiSignIn, openSignedIn, FIRST_SCREEN_TIMEOUT } from '../../fixtures/session.ts';
import { AUDITOR } from '../../../server/test/demo-users.ts';

// The installable app (issue 27 item 1): these journeys need the service worker the other journeys block.
test.use({ serviceWorkers: 'allow' });

/** A fresh audit of the default template, assigned to the auditor. */
async function auditForAuditor(page: Page, testInfo: TestInfo) {
  const admin = await apiSignIn(page.request, 'admin@example.com');
  const company = admin.user.currentCompany!;
  const farm = await farmByName(page.request, admin.accessToken, company.externalId, 'Saronic Gulf Pens');
  const users = await userIdsByEmail(page.request, admin.accessToken, company.externalId);
  return launchAudit(page.request, admin.accessToken, {
    companyExtId: company.externalId,
    farmExtId: farm.externalId,
    name: uniqueName('E2E offline shell', testInfo),
    userExtIds: [users[AUDITOR]!],
  });
}

/** Until the worker has installed (its whole precache stored) and controls this page. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: FIRST_SCREEN_TIMEOUT });
}

test('the signed-in app opens with no network once its worker is installed', async ({ page, context }, testInfo) => {
  const surveyExtId = await auditForAuditor(page, testInfo);
  const auditor = await openSignedIn(page, AUDITOR, `/audit/view-audit/${surveyExtId}`);
  await expect(questionForm(page)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await controlledByWorker(page);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), 'the page came from the worker, not the network').toBe(true);
  const header = page.getByRole('banner');
  await expect(header).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(header.getByRole('button', { name: `User menu: ${auditor.user.fullName}` })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Audits' }).first()).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'offline-app-shell', { fullPage: false });

  // The server's own paths are never answered with the app: offline they fail as the network does.
  for (const path of ['/health', urlOf(userEndpoints.me, {}), '/docs']) {
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  }
  await context.setOffline(false);
});

/**
 * A stand-in for a new release: a proxy in front of the test's server that, once told to, sends a changed sw.js (one
 * byte more: the browser installs it as a new version). Everything else passes through unchanged.
 */
async function releaseProxy(upstream: string) {
  let released = false;
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(upstream).host };
    if (released && req.url === '/sw.js') delete headers['accept-encoding'];
    const forward = http.request(new URL(req.url ?? '/', upstream), { method: req.method, headers }, (up) => {
      if (!(released && req.url === '/sw.js')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from('\n// the next release\n')]);
        res.writeHead(up.statusCode ?? 502, { ...up.headers, 'content-length': String(body.length) });
        res.end(body);
      });
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: () => {
      released = true;
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

test('a new release waits for the Reload click, and the open audit stays as it is until then', async ({ page }, testInfo) => {
  const proxy = await releaseProxy(testInfo.project.use.baseURL!);
  try {
    const surveyExtId = await auditForAuditor(page, testInfo);
    await openSignedIn(page, AUDITOR, `${proxy.url}/audit/view-audit/${surveyExtId}`);
    const form = questionForm(page);
    await expect(form).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    await controlledByWorker(page);
    const prompt = page.getByRole('status').filter({ hasText: offlineMessages.newVersion });
    await expect(prompt).toHaveCount(0);

    // A mark on the page itself: it survives the update's arrival, so nothing reloaded.
    await page.evaluate(() => ((window as unknown as { beforeRelease: boolean }).beforeRelease = true));
    proxy.release();
    // What a later visit does on its own; asked here at once.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    await expect(prompt).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'update-prompt', { fullPage: false });
    expect(await page.evaluate(() => (window as unknown as { beforeRelease?: boolean }).beforeRelease)).toBe(true);
    await expect(form).toBeVisible();

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeRelease?: boolean }).beforeRelease, null, {
      timeout: FIRST_SCREEN_TIMEOUT,
    });
    await expect(page.getByRole('banner')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    await expect(prompt).toHaveCount(0);
    // the new release controls the page, and nothing waits any more
    expect(
      await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { waiting: r?.waiting ?? null, active: r?.active?.state, controlled: navigator.serviceWorker.controller !== null };
      }),
    ).toEqual({ waiting: null, active: 'activated', controlled: true });
  } finally {
    await proxy.close();
  }
});
