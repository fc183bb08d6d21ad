import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { companyEndpoints } from '@aquarisk/contract/endpoints/company.endpoints';
import { webhookEndpoints } from '@aquarisk/contract/endpoints/webhook.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/**
 * Issue 28 item 3: a company admin adds a webhook endpoint pointing at a receiver on 127.0.0.1 (the admin's setting
 * allows private networks for this company), sends a test event and sees it delivered; the receiver verifies it.
 */
test('a company admin adds a webhook, sends a test event and sees it delivered', async ({ page, request }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const received: { headers: Record<string, string>; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  const admin = await apiSignIn(request, 'admin@example.com');
  const company = await callApi(request, admin.accessToken, companyEndpoints.create, {
    body: { name: `E2E Webhooks ${testInfo.project.name} ${Date.now()}` },
  });
  try {
    await callApi(request, admin.accessToken, webhookEndpoints.putSettings, {
      params: { id: company.externalId },
      body: { allowPrivateUrls: true },
    });
    await openSignedIn(page, 'admin@example.com', `/companies/${company.externalId}/webhooks`);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No webhooks yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('region', { name: 'New endpoint' });
    await form.getByLabel(/Endpoint URL/).fill(url);
    await form.getByLabel('Action raised').check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByText(/^whsec_/).textContent())!.trim();
    await page.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('region', { name: `Webhook ${url}` });
    await expect(card.getByText('Audit scored')).toBeVisible();
    await card.getByRole('button', { name: 'Send test event' }).click();
    // The deliveries list polls while one is pending.
    await expect(card.getByRole('table', { name: 'Deliveries' }).getByText('Delivered')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('HTTP 200 · ok')).toBeVisible();
    expect(received).toHaveLength(1);
    const event = new Webhook(secret).verify(received[0]!.body, received[0]!.headers) as { type: string };
    expect(event.type).toBe('webhook.test');

    // Rotating: the new secret is shown once, and the card says the old one still signs beside it for a day.
    await card.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = (await page.getByText(/^whsec_/).textContent())!.trim();
    expect(rotated).not.toBe(secret);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText(/the previous secret also signs until/)).toBeVisible();

    await saveScreenshot(page, testInfo, 'webhooks-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.getByRole('button', { name: 'Send test event' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'webhooks-390');
    noErrors();
  } finally {
    await callApi(request, admin.accessToken, companyEndpoints.delete, { params: { id: company.externalId } });
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
