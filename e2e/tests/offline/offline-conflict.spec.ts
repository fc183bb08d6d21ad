import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { answerAllOverApi, scoreOverApi } from '../../fixtures/audits.ts';
import { questionForm } from '../../fixtures/answer-inputs.ts';
import { startOfflineJourney, syncBadge } from '../../fixtures/offline.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

test.use({ serviceWorkers: 'allow' });

/**
 * Issue 27 item 4: an answer given offline to an audit that was scored meanwhile is refused with the reason, kept,
 * shown and exportable; the answer given offline to another audit is saved, and the scored audit keeps its answers.
 */
test('an answer queued for an audit scored meanwhile is refused, shown with the reason and exported; the rest syncs', async ({
  page,
  context,
  request,
}, testInfo) => {
  // The audit that will be scored: every question answered (by the admin), so it can be. Both audits are opened once
  // online, so both are on the device (the other first); then the link goes.
  const { field, noErrors } = await startOfflineJourney(
    { page, request, testInfo },
    {
      count: 2,
      open: 1,
      prepare: (f) => answerAllOverApi(request, f.admin.accessToken, f.surveyExtIds[0]!, f.auditor.user.externalId),
    },
  );
  const [scored, other] = field.surveyExtIds as [string, string];
  const form = questionForm(page);
  await page.goto(`/audit/view-audit/${scored}`);
  await expect(page.getByTestId('available-offline')).toBeVisible();
  await context.setOffline(true);

  // The scored-to-be audit: its second question (answered YES by the admin) changed to No on the device.
  await expect(form).toHaveAttribute('data-answer-type', 'YES_NO');
  const questionText = (await form.getByRole('heading').first().textContent())!;
  await form.getByRole('radio', { name: 'No' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: questionText })).toBeHidden();
  // The other audit, reached in the app with no network: its second question answered Yes.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(other));
  await expect(form).toHaveAttribute('data-answer-type', 'YES_NO');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(syncBadge(page)).toContainText('2 answers pending');

  // Meanwhile the admin scores the first audit.
  await scoreOverApi(request, field.admin.accessToken, scored);
  await context.setOffline(false);
  await expect(syncBadge(page)).toHaveAttribute('data-state', '1 not saved');

  await page.goto(`/audit/view-audit/${scored}`);
  const refused = page.getByTestId('refused-answers');
  await expect(refused).toContainText(questionText);
  await expect(refused).toContainText(offlineMessages.scoredMeanwhile);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'refused-offline-answer', { fullPage: false });
  const download = page.waitForEvent('download');
  await refused.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'surveyExtId,questionId,questionText,answerShown,answerValue,givenAt,reason,message,refusedAt,clientId',
  );
  expect(csv).toContain(`${scored},`);
  expect(csv).toContain('SCORED');

  // Nothing else affected: the scored audit kept the admin's Yes; the other audit has the auditor's Yes.
  const kept = await callApi(request, field.admin.accessToken, auditEndpoints.sections, { params: { id: scored } });
  const second = kept.flatMap((s) => s.steps.flatMap((st) => st.questions)).find((q) => q.text === questionText)!;
  const jumped = await callApi(request, field.admin.accessToken, auditEndpoints.jump, {
    params: { surveyId: scored, s: String(kept[0]!.id), st: String(kept[0]!.steps[0]!.id), q: String(second.id) },
  });
  expect(jumped.status !== 'FINISH' && jumped.question.answer?.answerStr).toBe('YES');
  const otherNow = await callApi(request, field.auditor.accessToken, auditEndpoints.current, { params: { id: other } });
  expect(otherNow.progress.answered).toBe(2);
  noErrors();
});
