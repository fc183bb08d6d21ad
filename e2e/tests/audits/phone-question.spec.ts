import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mediaEndpoints } from '@aquarisk/contract/endpoints/media.endpoints';
import { sendApi } from '../../fixtures/api.ts';
import { fillAnswer, questionForm } from '../../fixtures/answer-inputs.ts';
import { launchDemoAudit, uniqueName } from '../../fixtures/audits.ts';
import { seedFile } from '../../fixtures/media-files.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';
import { AUDITOR } from '../../../server/test/demo-users.ts';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The first control of the question's answer: a radio, check box, text box or picker. */
const answerControl = (form: Locator) =>
  form.getByRole('radio').or(form.getByRole('checkbox')).or(form.getByRole('textbox')).or(form.getByRole('combobox')).first();

/** Whether the element lies wholly inside the first screen of the page, wherever the page is scrolled now. */
async function onFirstScreen(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  return { top: Math.round(box.y + scrollY), bottom: Math.round(box.y + scrollY + box.height) };
}

async function expectQuestionAndSaveOnFirstScreen(page: Page, form: Locator, what: string) {
  for (const [name, element] of [
    ['answer', answerControl(form)],
    ['Save', form.getByRole('button', { name: 'Save' })],
  ] as const) {
    const { top, bottom } = await onFirstScreen(page, element);
    expect(top, `${what}: ${name} starts on the first screen`).toBeGreaterThanOrEqual(0);
    expect(bottom, `${what}: ${name} ends on the first screen (${PHONE.height} px)`).toBeLessThanOrEqual(PHONE.height);
  }
}

test('on a phone every question and its Save are on the first screen; dropdowns, uploads and footage stay reachable', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const noErrors = failOnConsoleErrors(page);
  const { admin, surveyExtId } = await launchDemoAudit(request, {
    farm: 'Saronic Gulf Pens',
    name: uniqueName('E2E phone audit', testInfo),
    assignee: AUDITOR,
  });
  // Footage makes the frame's footage buttons appear: the worst case the issue measured (issue 21 item 18).
  const upload = await sendApi(request, admin.accessToken, mediaEndpoints.upload, {
    params: { id: surveyExtId, category: 'drone' },
    multipart: {
      name: 'Drone pass',
      file: { name: 'drone-clip.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(seedFile('drone-clip.mp4')) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await openSignedIn(page, AUDITOR, `/audit/view-audit/${surveyExtId}`);
  const form = questionForm(page);
  const seen = new Set<string>();
  for (let n = 0; n < 12; n++) {
    await expect(form).toBeVisible();
    const type = (await form.getAttribute('data-answer-type'))!;
    const questionId = await form.getAttribute('data-question-id');
    await expectQuestionAndSaveOnFirstScreen(page, form, `question ${n + 1} (${type})`);
    if (n === 0 && testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'audit-question-phone');
    await fillAnswer(page, form, type, false, AUDITOR);
    seen.add(type);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator(`form[data-question-id="${questionId}"]`)).toHaveCount(0);
  }
  expect(seen.size).toBeGreaterThan(2);

  // The dropdowns fold behind 'Jump to question': open them, jump to the last question, and they fold again.
  const jump = page.getByRole('button', { name: 'Jump to question' });
  await expect(page.getByRole('combobox', { name: 'Section' })).toBeHidden();
  await jump.click();
  await expect(jump).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'Husbandry' }).click();
  await expect(page.getByRole('combobox', { name: 'Section' })).toBeHidden();
  await jump.click();
  await page.getByRole('combobox', { name: 'Step' }).click();
  await page.getByRole('option').last().click();
  await jump.click();
  await page.getByRole('combobox', { name: 'Question' }).click();
  await page.getByRole('option').last().click();
  await expect(form.getByRole('heading', { name: 'Findings and Recommendations' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectQuestionAndSaveOnFirstScreen(page, form, 'the last question (LONG_TEXT)');
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'audit-last-question-phone');

  // The uploads share one menu; the footage buttons follow the question.
  await form.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('menuitem', { name: 'Upload footage' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload Footage' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Upload Footage' })).toBeHidden();
  const footage = page.getByRole('group', { name: 'Footage' }).and(page.locator(':visible'));
  await footage.scrollIntoViewIfNeeded();
  await expect(footage.getByRole('button', { name: 'Drone' })).toBeEnabled();
  noErrors();
});
