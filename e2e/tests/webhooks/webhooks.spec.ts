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

    // Redeliver (issue 37 item 18): the same payload again as a new delivery, signed with the current secret.
    const table = card.getByRole('table', { name: 'Deliveries' });
    const first = received[0]!.headers['webhook-id']!;
    await table.getByRole('button', { name: `Redeliver ${first}` }).click();
    await expect(page.getByText('Redelivery queued')).toBeVisible();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(received[1]!.headers['webhook-id']).not.toBe(first);
    expect(new Webhook(rotated).verify(received[1]!.body, received[1]!.headers)).toMatchObject({ type: 'webhook.test' });
    await expect(table.getByText('Delivered')).toHaveCount(2, { timeout: 30_000 });
    await expect(table.getByRole('button', { name: `Redeliver ${received[1]!.headers['webhook-id']}` })).toBeEnabled();

    // The payload view: the JSON body as sent and the receiver's answer, never the secret.
    await table.getByRole('button', { name: `Payload of ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delivery ${first}` });
    await expect(dialog.getByLabel('Payload')).toContainText('"type": "webhook.test"');
    await expect(dialog.getByText('HTTP 200')).toBeVisible();
    await expect(dialog.getByLabel('Response excerpt')).toHaveText('ok');
    expect(await dialog.textContent()).not.toContain('whsec_');
    await saveScreenshot(page, testInfo, 'webhooks-payload');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

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
