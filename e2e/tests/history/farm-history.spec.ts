import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEFAULT_TEMPLATE_NAME } from '@aquarisk/contract/template/default-template';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import type { TocSection } from '@aquarisk/contract/schemas/question-flow.schema';
import { formatDate } from '@aquarisk/contract/format-date';
import { callApi } from '../../fixtures/api.ts';
import { createCompanyWithFarm, launchAudit, scoreOverApi, uniqueName, validAnswer } from '../../fixtures/audits.ts';
import { createMember } from '../../fixtures/members.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/**
 * Issue 26, the farm's history end to end: the 2025 audit of a farm of the journey's own is answered, scored and
 * leaves an open action; the admin launches the 2026 audit from it; the auditor confirms a step, changes two answers,
 * sees the open 2025 action on its question, and scores; the compare screen shows exactly those two changes, and the
 * farm's trend both audits. (An overdue farm listed first for the company admin: tests/manage/schedule.spec.ts.)
 */
const VET = 'How often does a veterinarian or fish health biologist visit the site?';
const SMOLT = 'Average smolt weight at sea transfer (g)';

/** Answers every question at the token's cursor over the API the same way each time, until FINISH. */
async function answerRest(request: APIRequestContext, token: string, surveyExtId: string, userExtId: string) {
  const params = { id: surveyExtId };
  let ctx = await callApi(request, token, auditEndpoints.current, { params });
  for (let n = 0; ctx.status !== 'FINISH'; n++) {
    if (n > 300) throw new Error('the flow did not finish');
    const q = ctx.question;
    const answerValue = q.carried && q.answer ? q.answer.answerStr : validAnswer(q, userExtId);
    ctx = await callApi(request, token, auditEndpoints.next, { params, body: { questionId: q.id, answerValue } });
  }
}

const placeOf = (sections: TocSection[], text: string) => {
  for (const s of sections)
    for (const st of s.steps)
      for (const q of st.questions) if (q.text === text) return { section: s.name, step: `${st.name} · ${st.title}`, question: q };
  throw new Error(`no question ${text}`);
};

test('the next audit from the last one: confirm a step, change two answers, see the open action, score, compare', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const noErrors = failOnConsoleErrors(page);
  const admin = await apiSignIn(request, 'admin@example.com');
  const companyName = uniqueName('History Co', testInfo);
  const { company, farm } = await createCompanyWithFarm(request, admin.accessToken, companyName);
  const auditorEmail = `${uniqueName('auditor', testInfo).replace(/\W+/g, '-')}@example.com`.toLowerCase();
  const auditor = await createMember(request, testInfo, admin.accessToken, company.externalId, {
    fullName: 'Aud Itor',
    email: auditorEmail,
    roles: ['ROLE_SURVEYOR'],
    farmExtIds: [farm.externalId],
  });

  // 2025: answered over the API, an action left open on the vet question, scored.
  const ids = { companyExtId: company.externalId, farmExtId: farm.externalId };
  const older = await launchAudit(request, admin.accessToken, {
    ...ids,
    name: 'Site audit 2025',
    surveyYear: '2025',
    userExtIds: [auditor.externalId],
  });
  await answerRest(request, admin.accessToken, older, auditor.externalId);
  const toc = await callApi(request, admin.accessToken, auditEndpoints.sections, { params: { id: older } });
  const vet = placeOf(toc, VET);
  const smolt = placeOf(toc, SMOLT);
  await callApi(request, admin.accessToken, actionEndpoints.create, {
    params: { id: older },
    body: {
      title: 'Book a vet visit every quarter',
      description: '<p>Only one visit last year.</p>',
      riskLevel: 'MODERATE',
      questionId: vet.question.id,
      // owned by the auditor and long past its day: the 2026 audit shows it overdue (issue 28 item 1)
      ownerExtId: auditor.externalId,
      dueOn: '2025-09-30',
    },
  });
  await scoreOverApi(request, admin.accessToken, older);

  // The admin launches 2026 from the launch screen, starting from the last audit.
  await openSignedIn(page, 'admin@example.com', '/audits/new', { externalId: company.externalId, name: company.name });
  const form = page.getByRole('form', { name: 'Launch audit' });
  await form.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: DEFAULT_TEMPLATE_NAME }).click();
  await form.getByLabel('Audit Name').fill('Site audit 2026');
  await form.getByRole('combobox', { name: 'Farm' }).fill(farm.name.slice(0, 8));
  await page.getByRole('option', { name: farm.name }).click();
  const carry = form.getByRole('checkbox', { name: 'Start from the last audit' });
  await expect(carry).toBeChecked();
  await expect(form.getByText(/Site audit 2025 · /)).toBeVisible();
  await form.getByRole('combobox', { name: 'Assigned Users' }).click();
  await page.getByRole('option', { name: new RegExp(auditorEmail.replace(/[.]/g, '\\.')) }).click();
  await page.keyboard.press('Escape');
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'launch-from-last-audit', { fullPage: false });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/audits$/);
  const list = await callApi(request, admin.accessToken, auditEndpoints.farmAudits, {
    params: { id: company.externalId, farmId: farm.externalId },
  });
  const newer = list.companies[0]!.farms[0]!.surveys.find((s) => s.name === 'Site audit 2026')!.externalId;

  // The auditor, in a browser of their own.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const auditorPage = await context.newPage();
  const noAuditorErrors = failOnConsoleErrors(auditorPage);
  await openSignedIn(auditorPage, auditorEmail, `/audit/view-audit/${newer}`, { externalId: company.externalId, name: company.name });
  const question = auditorPage.locator('form[data-answer-type]');
  await expect(question).toBeVisible();
  await expect(auditorPage.getByText(/carried answers to confirm/)).toBeVisible();
  if (testInfo.project.name === 'sqlite') await saveScreenshot(auditorPage, testInfo, 'carried-answer', { fullPage: false });

  const jumpTo = async (place: { section: string; step: string; question: { text: string } }) => {
    const jump = auditorPage.getByRole('button', { name: 'Jump to question' });
    const pick = async (box: string, option: string | RegExp) => {
      if (await jump.isVisible()) await jump.click();
      await auditorPage.getByRole('combobox', { name: box }).click();
      await auditorPage.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
    };
    await pick('Section', place.section);
    await pick('Step', place.step);
    await pick('Question', new RegExp(`^\\d+\\. ${place.question.text.replace(/[()?.]/g, '\\$&')}`));
    await expect(auditorPage.getByRole('heading', { name: place.question.text })).toBeVisible();
  };

  // The vet question: carried from 2025, with the open 2025 action on it; the answer changed.
  await jumpTo(vet);
  await expect(auditorPage.getByTestId('carried-notice')).toContainText('Carried from Site audit 2025');
  const followed = auditorPage.getByRole('region', { name: 'Open actions from earlier audits' });
  await expect(followed.getByText('Open since 2025')).toBeVisible();
  await expect(followed.getByText('Book a vet visit every quarter')).toBeVisible();
  const locale = await auditorPage.evaluate(() => navigator.languages[0] ?? navigator.language);
  await expect(followed).toContainText(`Owner Aud Itor · Due ${formatDate('2025-09-30', { locale })}`);
  await expect(followed.getByText('Overdue', { exact: true })).toBeVisible();
  if (testInfo.project.name === 'sqlite') {
    await saveScreenshot(auditorPage, testInfo, 'open-action-follows', { fullPage: false });
    // On a phone: the action and the carried notice fit the screen's width, nothing scrolls sideways.
    const desktop = auditorPage.viewportSize()!;
    await auditorPage.setViewportSize({ width: 390, height: 844 });
    await expect(auditorPage.getByRole('button', { name: 'Confirm unchanged' })).toBeVisible();
    const overflow = await auditorPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(auditorPage, testInfo, 'open-action-follows-phone');
    await auditorPage.setViewportSize(desktop);
  }
  await question.getByRole('radio', { name: 'Quarterly' }).check();
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(auditorPage.getByRole('heading', { name: VET })).toBeHidden();

  // The step the flow moved on to: confirmed whole, at once.
  const where = auditorPage.getByText(/^.+ · .+ · Question \d+$/);
  const before = await where.textContent();
  await auditorPage.getByRole('button', { name: /^Confirm the whole step \(\d+ answers?\)$/ }).click();
  await expect(where).not.toHaveText(before!);

  // The smolt weight changed.
  await jumpTo(smolt);
  await question.getByRole('textbox', { name: 'Answer' }).fill('7.5');
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(auditorPage.getByRole('heading', { name: SMOLT })).toBeHidden();

  // The rest is confirmed and answered as it stands (over the API, as the auditor); the auditor scores on screen.
  const session = await apiSignIn(request, auditorEmail);
  await answerRest(request, session.accessToken, newer, auditor.externalId);
  await auditorPage.reload();
  await expect(auditorPage.getByRole('heading', { name: 'The audit is complete.' })).toBeVisible();
  await auditorPage.getByRole('button', { name: 'Score', exact: true }).click();
  await expect(auditorPage.getByRole('status').getByRole('link', { name: 'Results' })).toBeVisible();

  // The compare screen shows exactly the two changes.
  await auditorPage.goto(`/audits/${newer}/compare/${older}`);
  await expect(auditorPage.getByRole('heading', { level: 1, name: 'Compare audits' })).toBeVisible();
  const changes = auditorPage.getByTestId('changed-answer');
  await expect(changes).toHaveCount(2);
  await expect(changes.filter({ hasText: VET })).toHaveCount(1);
  await expect(changes.filter({ hasText: SMOLT })).toContainText(/7\.5\d*\s?g/);

  // The farm's trend shows both scored audits.
  await auditorPage.goto(`/companies/${company.externalId}/farms/${farm.externalId}`);
  const history = auditorPage.getByTestId('farm-trend');
  await expect(history.getByTestId('trend-summary')).toContainText('2 scored audits');
  await expect(history.getByTestId('trend-scores-chart').locator('canvas')).toBeVisible();
  await history.getByText('The figures as tables').focus();
  await auditorPage.keyboard.press('Enter');
  const points = history.getByTestId('trend-scores-table').getByTestId('trend-score-row');
  await expect(points).toHaveCount(2);
  await expect(points.nth(0)).toContainText('Site audit 2025');
  await expect(points.nth(1)).toContainText('Site audit 2026');
  noAuditorErrors();
  await context.close();
  noErrors();
});
