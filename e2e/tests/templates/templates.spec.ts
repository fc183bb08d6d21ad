import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { templateEndpoints } from '@aquarisk/contract/endpoints/template.endpoints';
import { templateBodyResponseSchema } from '@aquarisk/contract/template/template-response.schema';
import { callApi } from '../../fixtures/api.ts';
import { TEMPLATE_NAME } from '../../fixtures/audits.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

test('an admin edits a template, saves it as new, downloads it and uploads it again', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const noErrors = failOnConsoleErrors(page);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const copyName = `salmon-audit-${stamp}`;
  const uploadName = `salmon-audit-reuploaded-${stamp}`;
  const editedText = `Is there a written fish health plan, signed by the vet? (${stamp})`;

  const session = await openSignedIn(page, 'admin@example.com', '/templates');
  await page.getByRole('link', { name: `Edit ${TEMPLATE_NAME}` }).click();
  await expect(page.getByLabel('Template name')).toHaveValue(TEMPLATE_NAME);

  // Open the first section, its first step and its first question, and change the question's text.
  await page
    .getByRole('button', { name: /Animal Health/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /Fish health planning/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Q1Who is/ })
    .first()
    .click();
  const questionText = page.getByLabel('Question text').first();
  await questionText.fill(editedText);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'template-editor-desktop');

  await page.getByRole('button', { name: 'Save as new' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New template file name').fill(copyName);
  await dialog.getByRole('button', { name: 'Save as new' }).click();
  await expect(page.getByText('Template saved!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/templates\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Template name')).toHaveValue(copyName);

  // The original is unchanged; the copy has the edit.
  const templates = await callApi(page.request, session.accessToken, templateEndpoints.list);
  const original = templates.find((t) => t.name === TEMPLATE_NAME)!;
  const originalBody = await callApi(page.request, session.accessToken, templateEndpoints.get, { params: { id: original.id } });
  expect(originalBody.sections[0]!.steps[0]!.questions[0]!.text).not.toBe(editedText);

  await page.goto('/templates');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${copyName}` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${copyName}.json`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-tpl-')), download.suggestedFilename());
  await download.saveAs(file);
  const downloaded = templateBodyResponseSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  expect(downloaded.name).toBe(copyName);
  expect(downloaded.sections[0]!.steps[0]!.questions[0]!.text).toBe(editedText);

  await page.getByRole('button', { name: 'Upload Template' }).click();
  const upload = page.getByRole('dialog');
  await upload.getByLabel('Template name').fill(uploadName);
  await upload.locator('input[type="file"]').setInputFiles(file);
  await expect(upload.getByText(/Mb/)).toBeVisible();
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Template created!').first()).toBeVisible();

  const after = await callApi(page.request, session.accessToken, templateEndpoints.list);
  const reuploaded = after.find((t) => t.name === uploadName);
  expect(reuploaded).toBeDefined();
  const body = await callApi(page.request, session.accessToken, templateEndpoints.get, { params: { id: reuploaded!.id } });
  expect(body.sections[0]!.steps[0]!.questions[0]!.text).toBe(editedText);
  noErrors();
});

test('a malformed template file is refused with a message naming line and field', async ({ page }, testInfo) => {
  await openSignedIn(page, 'admin@example.com', '/templates');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-tpl-')), 'broken.csv');
  fs.writeFileSync(file, 'section_id,section_name\n1,Animal Health\n');
  await page.getByRole('button', { name: 'Upload Template' }).click();
  const upload = page.getByRole('dialog');
  await upload.getByLabel('Template name').fill(`broken-${testInfo.project.name}-${Date.now()}`);
  await upload.locator('input[type="file"]').setInputFiles(file);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByText(/Line \d+, field /)).toBeVisible();
});
