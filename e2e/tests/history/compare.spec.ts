import { expect, test, type APIRequestContext } from '@playwright/test';
import { auditEndpoints, auditResultEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { userEndpoints } from '@aquarisk/contract/endpoints/user.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { createCompanyWithFarm, launchAudit, uniqueName, validAnswer } from '../../fixtures/audits.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { expectNoSideScroll, failOnConsoleErrors } from '../../fixtures/ui.ts';

/**
 * Issue 26 item 4: two audits of one farm (a company of the journey's own), answered alike but for two questions, are
 * compared from the results screen; the compare screen shows exactly those two changes, old → new.
 */
const VET = 'How often does a veterinarian or fish health biologist visit the site?';
const SMOLT = 'Average smolt weight at sea transfer (g)';

/** Answers the audit over the API, the same way every time except where `changed` gives another answer; scores it. */
async function answeredAudit(request: APIRequestContext, token: string, surveyExtId: string, userExtId: string, changed: boolean) {
  const params = { id: surveyExtId };
  const shown: Record<string, string> = {};
  let ctx = await callApi(request, token, auditEndpoints.current, { params });
  for (let n = 0; ctx.status !== 'FINISH'; n++) {
    if (n > 300) throw new Error('the flow did not finish');
    const q = ctx.question;
    let answerValue = validAnswer(q, userExtId);
    if (q.text === VET) {
      const option = q.answerOptions[changed ? 1 : 0]!;
      answerValue = `[${option.ordinal}]`;
      shown[VET] = option.text;
    }
    if (q.text === SMOLT) answerValue = changed ? '7.5' : '5.25';
    ctx = await callApi(request, token, auditEndpoints.next, { params, body: { questionId: q.id, answerValue } });
  }
  await callApi(request, token, auditResultEndpoints.score, { params });
  return shown;
}

test('compare two audits of a farm from the results screen: exactly the answers that changed', async ({ page, request }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  const admin = await apiSignIn(request, 'admin@example.com');
  const { company, farm } = await createCompanyWithFarm(request, admin.accessToken, uniqueName('Compare Co', testInfo));
  const ids = { companyExtId: company.externalId, farmExtId: farm.externalId };
  // USER questions name a member of the company.
  const member = await callApi(request, admin.accessToken, userEndpoints.create, {
    params: { id: company.externalId },
    body: {
      fullName: 'Fredrik Fishhealth',
      email: `${uniqueName('fish', testInfo).replace(/\W+/g, '-')}@example.com`.toLowerCase(),
      phone: null,
      roles: ['ROLE_MANAGER'],
    },
  });
  const older = await launchAudit(request, admin.accessToken, { ...ids, name: 'Site audit, first' });
  const before = await answeredAudit(request, admin.accessToken, older, member.user.externalId, false);
  const newer = await launchAudit(request, admin.accessToken, { ...ids, name: 'Site audit, second' });
  const after = await answeredAudit(request, admin.accessToken, newer, member.user.externalId, true);
  expect(before[VET]).toBeTruthy();
  expect(after[VET]).not.toBe(before[VET]);

  await openSignedIn(page, 'admin@example.com', `/audit/audit-result/${newer}`, { externalId: company.externalId, name: company.name });
  await expect(page.getByRole('heading', { level: 1, name: 'Site audit, second' })).toBeVisible();
  const select = page.getByRole('combobox', { name: /Compare with…/ });
  await expect(select).toHaveValue(older);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'results-compare-with', { fullPage: false });
  await page.getByRole('link', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/audits/${newer}/compare/${older}$`));

  await expect(page.getByRole('heading', { level: 1, name: 'Compare audits' })).toBeVisible();
  await expect(page.getByTestId('compare-older')).toContainText('Site audit, first');
  await expect(page.getByTestId('compare-newer')).toContainText('Site audit, second');
  await expect(page.getByTestId('compare-sections').getByRole('row')).toHaveCount(6); // a header and five sections
  const changes = page.getByTestId('changed-answer');
  await expect(changes).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Changed answers (2)' })).toBeVisible();
  const vet = changes.filter({ hasText: VET });
  await expect(vet).toContainText(before[VET]!);
  await expect(vet).toContainText(after[VET]!);
  await expect(vet).toContainText(/\d+ of \d+ points/);
  const smolt = changes.filter({ hasText: SMOLT });
  await expect(smolt).toContainText(/5\.25\s?g/);
  await expect(smolt).toContainText(/7\.5\d*\s?g/);
  await expect(page.getByTestId('caps-gained')).toContainText('None');
  await expect(page.getByTestId('actions-opened')).toContainText('None');
  if (testInfo.project.name === 'sqlite') {
    await saveScreenshot(page, testInfo, 'compare-audits');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(changes).toHaveCount(2);
    // Nothing wider than the phone's screen but the sections table, which scrolls inside its own box.
    await expectNoSideScroll(page);
    await saveScreenshot(page, testInfo, 'compare-audits-phone');
  }

  // Keyboard: Back to the results is reachable and opens the results.
  await page.getByRole('link', { name: 'Back to the results' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/audit/audit-result/${newer}$`));
  noErrors();
});
