import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAlert } from '../../fixtures/alerts.ts';
import { ANSWER_TYPES, fillAnswer, questionForm } from '../../fixtures/answer-inputs.ts';
import { SECTION_NAMES, farmByName, launchAudit, uniqueName, userIdsByEmail } from '../../fixtures/audits.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { auditEndpoints, auditResultEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';
import { AUDITOR } from '../../../server/test/demo-users.ts';

/** From the top, with nothing hovered, so the sticky header sits where it belongs in the full-page image. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}

test('an auditor answers every question of a fresh audit with every input type, scores it and sees the results', async ({
  page,
  request,
}, testInfo) => {
  // About a hundred questions (98 before issue 39 added four or five to the marine template) answered one by one in the browser.
  test.setTimeout(480_000);
  const noErrors = failOnConsoleErrors(page);
  const admin = await apiSignIn(request, 'admin@example.com');
  const company = admin.user.currentCompany!;
  const farm = await farmByName(request, admin.accessToken, company.externalId, 'Saronic Gulf Pens');
  const users = await userIdsByEmail(request, admin.accessToken, company.externalId);
  const name = uniqueName('E2E answered audit', testInfo);
  const surveyExtId = await launchAudit(request, admin.accessToken, {
    companyExtId: company.externalId,
    farmExtId: farm.externalId,
    name,
    userExtIds: [users[AUDITOR]!],
  });

  await openSignedIn(page, AUDITOR, `/audit/view-audit/${surveyExtId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Not Started', { exact: true })).toBeVisible();

  const form = questionForm(page);
  const complete = page.getByText('The audit is complete.');
  const seen = new Set<string>();
  let answered = 0;
  while (answered < 200) {
    await expect(form.or(complete)).toBeVisible();
    if (await complete.isVisible()) break;
    const type = (await form.getAttribute('data-answer-type'))!;
    const questionId = await form.getAttribute('data-question-id');
    const first = !seen.has(type);
    seen.add(type);
    await fillAnswer(page, form, type, first, AUDITOR);
    if (first && type === 'MULTI_SELECT' && testInfo.project.name === 'sqlite') await screenshot(page, testInfo, 'audit-question');
    await form.getByRole('button', { name: 'Save' }).click();
    // The next question replaces this one (or the audit completes).
    await expect(page.locator(`form[data-question-id="${questionId}"]`)).toHaveCount(0);
    answered += 1;
  }
  await expect(complete).toBeVisible();
  expect([...seen].sort()).toEqual([...ANSWER_TYPES].sort());
  const progress = await callApi(request, (await apiSignIn(request, AUDITOR)).accessToken, auditEndpoints.current, {
    params: { id: surveyExtId },
  });
  expect(progress.progress).toEqual({ answered, total: answered });
  await expect(page.getByText(`${answered} of ${answered} answered`)).toBeVisible();
  await expect(page.getByText('In Progress', { exact: true })).toBeVisible();

  const done = page.getByRole('status').filter({ hasText: 'The audit is complete.' });
  await done.getByRole('button', { name: 'Score' }).click();
  await expectAlert(page, 'Audit scored!');
  await expect(page.getByText('Scored', { exact: true })).toBeVisible();
  await done.getByRole('link', { name: 'Results' }).click();

  await expect(page).toHaveURL(new RegExp(`/audit/audit-result/${surveyExtId}$`));
  const scored = await callApi(request, admin.accessToken, auditResultEndpoints.results, { params: { id: surveyExtId } });
  const score = page.getByTestId('audit-score');
  await expect(score).toHaveText(`${scored.normScore?.toFixed(1)}%`);
  await expect(score).toHaveText(/^\d{1,3}\.\d%$/);
  const groups = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .filter({ has: page.getByTestId('step-tile') });
  await expect(groups).toHaveCount(SECTION_NAMES.length);
  for (const section of SECTION_NAMES) {
    const group = page.getByRole('region', { name: section, exact: true });
    await expect(group.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(group.getByTestId('step-tile').first()).toBeVisible();
  }
  if (testInfo.project.name === 'sqlite') await screenshot(page, testInfo, 'audit-results');
  noErrors();
});
