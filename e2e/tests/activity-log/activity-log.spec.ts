import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAlert } from '../../fixtures/alerts.ts';
import { activityLogEndpoints } from '@aquarisk/contract/endpoints/activity-log.endpoints';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { companyEndpoints } from '@aquarisk/contract/endpoints/company.endpoints';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { templateEndpoints } from '@aquarisk/contract/endpoints/template.endpoints';
import type { TemplateResponse } from '@aquarisk/contract/template/template-response.schema';
import { callApi, sendApi } from '../../fixtures/api.ts';
import { launchAudit, TEMPLATE_NAME, uniqueName } from '../../fixtures/audits.ts';
import { createMember } from '../../fixtures/members.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/** Picks options of a Mantine multi-select and closes its list. */
async function pick(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  for (const o of options) await page.getByRole('option', { name: o, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('an admin finds a farm edit in the log by user and event type, reads the diff, pages and exports', async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  const noErrors = failOnConsoleErrors(page);
  const admin = await apiSignIn(page.request, 'admin@example.com');
  const company = await callApi(page.request, admin.accessToken, companyEndpoints.create, { body: { name: uniqueName('Log', testInfo) } });
  const farm = await callApi(page.request, admin.accessToken, farmEndpoints.create, {
    params: { id: company.externalId },
    body: { name: 'Logged Farm', country: 'Norway', tonnage: 100 },
  });
  const email = `e2e-log-${testInfo.project.name}-${Date.now()}@example.com`;
  await createMember(page.request, testInfo, admin.accessToken, company.externalId, {
    fullName: 'Lena Logger',
    email,
    roles: ['ROLE_COMPANY'],
    farmExtIds: [farm.externalId],
  });

  // Twelve earlier edits by the member over the API: tonnage 101 … 112.
  const member = await apiSignIn(page.request, email);
  const { externalId: _id, companyExtId: _c, availableMediaCategories: _m, userCount: _u, surveyCount: _s, ...fields } = farm;
  for (let tonnage = 101; tonnage <= 112; tonnage++) {
    await callApi(page.request, member.accessToken, farmEndpoints.update, {
      params: { id: company.externalId, farmId: farm.externalId },
      body: { ...fields, tonnage },
    });
  }

  // The member edits the farm in the browser.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const memberPage = await context.newPage();
  await openSignedIn(memberPage, email, `/companies/${company.externalId}/farms/${farm.externalId}`, company);
  const form = memberPage.getByRole('form', { name: 'Farm' });
  await expect(form.getByLabel('Tonnage (t)')).toHaveValue('112');
  await form.getByLabel('Tonnage (t)').fill('4200');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectAlert(memberPage, 'Farm saved!');
  await context.close();

  // The admin finds it by user and event type.
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openSignedIn(page, 'admin@example.com', '/activity-log');
  await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();
  // Every company's entries, newest first; other journeys add theirs meanwhile.
  await expect(page.getByText(/^Showing 1-\d+ of \d+ items$/)).toBeVisible();
  const users = page.getByRole('combobox', { name: 'Users' });
  await users.fill(email.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(email) }).click();
  await pick(page, 'Event types', ['Farm']);
  await pick(page, 'Operations', ['Update']);
  await page.getByRole('combobox', { name: 'Results per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page.getByText('Showing 1-10 of 13 items')).toBeVisible();
  await expect(page).toHaveURL(/users=.*targets=FARM&methods=UPDATE/);

  const rows = page.getByTestId('activity-row');
  await expect(rows).toHaveCount(10);
  const newest = rows.first();
  await expect(newest).toContainText(email);
  await expect(newest).toContainText('Update · Farm');
  await expect(newest).toContainText('Logged Farm');
  await expect(newest).toContainText(company.name);
  await newest.getByRole('button', { name: /^Show the changes/ }).click();
  const changes = page.getByRole('list', { name: 'Changed fields' });
  await expect(changes.getByRole('listitem')).toHaveText(['tonnage was: 112, now: 4200']);
  await expect(page.getByText(`Target id: ${farm.externalId}`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'activity-log-diff');

  // Page through: 13 entries, 10 a page.
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('button')).toHaveText(['Prev', '1', '2', 'Next']);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11-13 of 13 items')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await rows
    .last()
    .getByRole('button', { name: /^Show the changes/ })
    .click();
  await expect(page.getByRole('list', { name: 'Changed fields' }).getByRole('listitem')).toHaveText(['tonnage was: 100, now: 101']);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Page 1' }).click();
  await expect(page.getByText('Showing 1-10 of 13 items')).toBeVisible();

  // Oldest first.
  await page.getByRole('button', { name: /^Timestamp/ }).click();
  await expect(page.getByRole('columnheader', { name: /Timestamp/ })).toHaveAttribute('aria-sort', 'ascending');
  await rows
    .first()
    .getByRole('button', { name: /^Show the changes/ })
    .click();
  await expect(page.getByRole('list', { name: 'Changed fields' }).getByRole('listitem')).toHaveText(['tonnage was: 100, now: 101']);
  await saveScreenshot(page, testInfo, 'activity-log-oldest-first');

  // The same filter as CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Timestamp,User,Event,Method,Target,Target name,Target id,Company Name,Changes');
  expect(lines).toHaveLength(14);
  expect(lines[1]).toContain(`${email},Update · Farm,UPDATE,FARM,Logged Farm,${farm.externalId}`);
  expect(lines[1]).toContain('"tonnage was: 100, now: 101"');
  expect(lines[13]).toContain('"tonnage was: 112, now: 4200"');
  noErrors();
});

test('the activity log is for administrators only', async ({ page }) => {
  const noErrors = failOnConsoleErrors(page);
  await openSignedIn(page, 'company@example.com', '/activity-log');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  const res = await sendApi(page.request, (await apiSignIn(page.request, 'company@example.com')).accessToken, activityLogEndpoints.page, {
    body: {},
  });
  expect(res.status()).toBe(403);
  noErrors();
});

/** The first always-asked single-choice question with its section. */
function firstSelect(body: TemplateResponse) {
  for (const s of body.sections)
    for (const st of s.steps)
      for (const q of st.questions) if (q.answerType === 'SINGLE_SELECT' && !q.includeIf && q.answerOptions.length > 1) return { s, q };
  throw new Error('no select question');
}
const wording = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

test('an admin finds a person by name, and reads answer and template changes in words, not ordinals', async ({ page }, testInfo) => {
  test.slow();
  const noErrors = failOnConsoleErrors(page);
  const admin = await apiSignIn(page.request, 'admin@example.com');
  const company = await callApi(page.request, admin.accessToken, companyEndpoints.create, {
    body: { name: uniqueName('Words', testInfo) },
  });
  const farm = await callApi(page.request, admin.accessToken, farmEndpoints.create, {
    params: { id: company.externalId },
    body: { name: 'Worded Farm', country: 'Norway' },
  });
  // A first name found in no e-mail, and a full name with a space in it.
  const token = `Zephyrine${Date.now().toString(36)}${testInfo.project.name}`;
  const email = `e2e-words-${testInfo.project.name}-${Date.now()}@example.com`;
  const member = await createMember(page.request, testInfo, admin.accessToken, company.externalId, {
    fullName: `${token} Quill`,
    email,
    roles: ['ROLE_COMPANY'],
    farmExtIds: [farm.externalId],
  });

  // The member answers a single-choice question of a new audit.
  const templates = await callApi(page.request, admin.accessToken, templateEndpoints.list);
  const template = await callApi(page.request, admin.accessToken, templateEndpoints.get, {
    params: { id: templates.find((t) => t.name === TEMPLATE_NAME)!.id },
  });
  const auditName = uniqueName('Worded audit', testInfo);
  const surveyExtId = await launchAudit(page.request, admin.accessToken, {
    companyExtId: company.externalId,
    farmExtId: farm.externalId,
    name: auditName,
    templateId: template.id,
    userExtIds: [member.externalId],
  });
  const { s, q } = firstSelect(template);
  const chosen = q.answerOptions[1]!;
  const memberSession = await apiSignIn(page.request, email);
  await callApi(page.request, memberSession.accessToken, auditEndpoints.next, {
    params: { id: surveyExtId },
    body: { questionId: q.id, answerValue: `[${chosen.ordinal}]` },
  });

  // The admin changes one option's score in a copy of the template.
  const { id: _id, ...body } = template;
  const copyName = uniqueName('worded-template', testInfo);
  const copy = await callApi(page.request, admin.accessToken, templateEndpoints.save, {
    params: { id: template.id },
    body: { name: copyName, template: body, saveAsNew: true },
  });
  const edited = structuredClone(copy);
  const option = firstSelect(edited).q.answerOptions[0]!;
  const oldScore = option.scoring.value;
  option.scoring.value = oldScore === 0 ? 2 : 0;
  const { id: copyId, ...editedBody } = edited;
  await callApi(page.request, admin.accessToken, templateEndpoints.save, {
    params: { id: copyId },
    body: { name: copyName, template: editedBody },
  });

  await page.setViewportSize({ width: 1400, height: 1000 });
  await openSignedIn(page, 'admin@example.com', '/activity-log');
  await expect(page.getByText(/^Showing 1-\d+ of \d+ items$/)).toBeVisible();

  // Found by the name, space included; Enter takes the first match.
  const users = page.getByRole('combobox', { name: 'Users' });
  await users.fill(`${token} Qu`);
  await expect(page.getByRole('option', { name: new RegExp(email) })).toBeVisible();
  await users.press('Enter');
  await expect(page).toHaveURL(new RegExp(`users=${encodeURIComponent(email).replace(/[.]/g, '\\.')}`));
  const rows = page.getByTestId('activity-row');
  const answerRow = rows.filter({ hasText: auditName });
  await expect(answerRow).toHaveCount(1);
  await answerRow.getByRole('button', { name: /^Show the changes/ }).click();
  await expect(page.getByRole('list', { name: 'Changed fields' }).getByRole('listitem')).toHaveText([
    `Section ${s.name}, question '${wording(q.text)}' was: empty, now: ${chosen.text}`,
  ]);
  await saveScreenshot(page, testInfo, 'activity-log-answer-in-words-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, testInfo, 'activity-log-answer-in-words-390');

  // The template edit names the section, question and option whose score changed.
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/activity-log?targets=TEMPLATE&methods=UPDATE');
  const templateRow = rows.filter({ hasText: copyName });
  await expect(templateRow).toHaveCount(1);
  await templateRow.getByRole('button', { name: /^Show the changes/ }).click();
  await expect(page.getByRole('list', { name: 'Changed fields' }).getByRole('listitem')).toHaveText([
    `Section ${s.name}, question '${wording(q.text)}': score of option '${option.text}' was: ${oldScore}, now: ${option.scoring.value}`,
  ]);
  await saveScreenshot(page, testInfo, 'activity-log-template-edit-desktop');
  noErrors();
});
