import { expect, test } from '@playwright/test';
import { activityLogEndpoints } from '@aquarisk/contract/endpoints/activity-log.endpoints';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { fillAnswer, questionForm } from '../../fixtures/answer-inputs.ts';
import { startOfflineJourney, syncBadge } from '../../fixtures/offline.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { expectNoSideScroll } from '../../fixtures/ui.ts';

// Issue 27: these journeys need the service worker (the other journeys block it).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 27, at sea: the auditor opens an audit, loses the link, answers ten questions across two steps (a wrong input
 * refused on the device with the same message as online), reloads with no network, answers two more and gets the link
 * back: the twelve answers (the first names a person, from the people the package brought) reach the server once each, in the order given, and the badge says synced.
 */
test('answering offline: ten answers, a reload with no network, two more, then synced once each in order', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { field, surveyExtId, noErrors } = await startOfflineJourney({ page, request, testInfo }, { answerFirst: false });
  const form = questionForm(page);
  await expect(form).toBeVisible();

  await context.setOffline(true);
  await expect(syncBadge(page)).toContainText('Offline');
  const given: string[] = [];
  const steps = new Set<string>();
  const seen = new Set<string>();
  let refusedOnDevice = 0;
  const answerOne = async () => {
    const type = (await form.getAttribute('data-answer-type'))!;
    const questionId = (await form.getAttribute('data-question-id'))!;
    given.push((await form.getByRole('heading').first().textContent())!);
    steps.add((await form.getByText(/ · Question \d+$/).textContent())!.replace(/ · Question \d+$/, ''));
    const first = !seen.has(type);
    seen.add(type);
    // The first of a type provokes its validation message where the input allows a wrong value (fillAnswer).
    if (first && ['YES_NO', 'FLOAT', 'DATE', 'URL', 'SHORT_TEXT'].includes(type)) refusedOnDevice += 1;
    // USER: the audit's people come with the package and are searched on the device ('Field Auditor').
    await fillAnswer(page, form, type, first, 'field@example.com');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator(`form[data-question-id="${questionId}"]`)).toHaveCount(0);
  };
  for (let i = 0; i < 10; i += 1) await answerOne();
  expect(steps.size).toBeGreaterThanOrEqual(2);
  expect(refusedOnDevice).toBeGreaterThan(0);
  await expect(syncBadge(page)).toContainText('10 answers pending');
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'answering-offline', { fullPage: false });

  // A reload with no network: the app opens from the service worker, the audit from the device.
  await page.reload();
  await expect(form).toBeVisible();
  await expect(syncBadge(page)).toContainText('10 answers pending');
  // The answers given on the device started the audit (the server's copy says so once they are synced).
  await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
  if (testInfo.project.name === 'sqlite') {
    // On a phone the badge is short ('Offline · 10') and the header does not scroll sideways.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(syncBadge(page).getByText('Offline · 10', { exact: true })).toBeVisible();
    await expectNoSideScroll(page);
    await saveScreenshot(page, testInfo, 'answering-offline-phone', { fullPage: false });
    await page.setViewportSize(desktop);
  }
  for (let i = 0; i < 2; i += 1) await answerOne();
  await expect(syncBadge(page)).toContainText('12 answers pending');

  await context.setOffline(false);
  await expect(syncBadge(page)).toHaveAttribute('data-state', 'Synced');
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'synced', { fullPage: false });

  // The server has the twelve, once each, in the order given: one log entry per answer, oldest first.
  const progress = await callApi(request, field.auditor.accessToken, auditEndpoints.current, { params: { id: surveyExtId } });
  expect(progress.progress.answered).toBe(12);
  const log = await callApi(request, field.admin.accessToken, activityLogEndpoints.page, {
    query: { sort: 'asc', size: 50 },
    body: { userEmails: [field.auditorEmail], auditTargets: ['SURVEY'], methods: ['UPDATE'] },
  });
  const answered = log.items.map((item) => Object.keys(item.updatedFieldsJson).join());
  expect(answered).toHaveLength(12);
  const wording = (text: string) => (text.length > 80 ? text.slice(0, 80) : text);
  answered.forEach((label, i) => expect(label).toContain(wording(given[i]!)));
  noErrors();
});
