import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { templateEndpoints } from '@aquarisk/contract/endpoints/template.endpoints';
import { urlOf } from '@aquarisk/contract/endpoints/endpoint';
import type { TemplateResponse } from '@aquarisk/contract/template/template-response.schema';
import { callApi } from '../../fixtures/api.ts';
import { TEMPLATE_NAME } from '../../fixtures/audits.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

const content = ({ id: _i, name: _n, creationDate: _c, updatedAt: _u, ...rest }: TemplateResponse) => rest;

test('an admin exports a template as CSV from the list, and the file uploads again as the same template', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const noErrors = failOnConsoleErrors(page);
  const uploadName = `csv-roundtrip-${testInfo.project.name}-${Date.now()}`;
  await page.setViewportSize({ width: 1400, height: 1000 });
  const session = await openSignedIn(page, 'admin@example.com', '/templates');
  const card = page.getByRole('article', { name: TEMPLATE_NAME });
  await expect(card.getByRole('button', { name: `Export CSV of ${TEMPLATE_NAME}` })).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'templates-list-desktop');

  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('button', { name: `Export CSV of ${TEMPLATE_NAME}` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${TEMPLATE_NAME.replace(/[^\w.-]+/g, '-')}.csv`);
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3, 20).toString('utf8')).toBe('section_id,sectio');

  // Uploaded through Create Template, the exported file gives the same template.
  await page.getByRole('button', { name: 'Upload Template' }).click();
  const upload = page.getByRole('dialog', { name: 'Create Template' });
  await upload.getByLabel('Template name').fill(uploadName);
  await upload.locator('input[type="file"]').setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: bytes });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Template created!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/templates\/[0-9a-f-]{36}$/);

  const list = await callApi(page.request, session.accessToken, templateEndpoints.list);
  const [original, copy] = await Promise.all(
    [TEMPLATE_NAME, uploadName].map((name) =>
      callApi(page.request, session.accessToken, templateEndpoints.get, { params: { id: list.find((t) => t.name === name)!.id } }),
    ),
  );
  expect(content(copy!)).toEqual(content(original!));
  noErrors();
});

test('a .txt template file is refused in the browser, nothing is sent, and it is not called an API error', async ({ page }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const posted: string[] = [];
  page.on('request', (r) => {
    const create = templateEndpoints.create;
    if (r.method() === create.method && new URL(r.url()).pathname === urlOf(create, {})) posted.push(r.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'admin@example.com', '/templates');
  await page.getByRole('button', { name: 'Upload Template' }).click();
  const upload = page.getByRole('dialog', { name: 'Create Template' });
  await upload.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  const alert = upload.getByRole('alert');
  await expect(alert).toContainText('This file cannot be uploaded');
  await expect(alert).toContainText('A template file must be a .json or .csv file.');
  await expect(upload.getByText(/API error/)).toHaveCount(0);
  await expect(upload.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'template-upload-wrong-type-390');
  expect(posted).toEqual([]);
  noErrors();
});
