import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectAlert } from '../../fixtures/alerts.ts';
import { answerAllOverApi, createCompanyWithFarm, launchAudit, scoreOverApi, uniqueName } from '../../fixtures/audits.ts';
import { createMember } from '../../fixtures/members.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

const HIGH_REFUSAL = 'Only Company and Admin can accept this risk.';

/** Each person gets a browser of their own, signed in, failing on console errors. */
async function signedIn(browser: Browser, testInfo: TestInfo, email: string, path: string) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  const noErrors = failOnConsoleErrors(page);
  await openSignedIn(page, email, path);
  return { page, done: async () => (noErrors(), await context.close()) };
}

/** The rich text editor labelled `label`: the text goes at the end (after any default headings). */
async function typeRichText(page: Page, label: string, text: string) {
  const editor = page.getByRole('dialog').getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

async function raiseAction(page: Page, count: number, title: string, risk: string, findings: string) {
  await page.getByRole('button', { name: `Actions: ${count}. New action` }).click();
  const dialog = page.getByRole('dialog', { name: 'New Action' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await typeRichText(page, 'Description', findings);
  await dialog.getByRole('combobox', { name: 'Risk level' }).click();
  await dialog.getByRole('option', { name: risk, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Action saved!');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Actions: ${count + 1}. New action` })).toBeVisible();
}

/** Opens the audit's item of the actions accordion (it may be open already). */
async function openAudit(page: Page, auditName: string) {
  const control = page.getByRole('button', { name: new RegExp(auditName) });
  await expect(control).toBeVisible();
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
}

async function resolve(page: Page, title: string, comment: string) {
  await page.getByRole('button', { name: `Review ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Review action' });
  await expect(dialog.getByText(title)).toBeVisible();
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await typeRichText(page, 'Closing comment', comment);
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expectAlert(page, 'Action resolved!');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
}

test('a farmer raises two actions; the manager resolves the MODERATE one, only the company user the HIGH one', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // A company of our own: its actions page lists only this journey's audit, whatever runs in parallel.
  const admin = await apiSignIn(request, 'admin@example.com');
  const tag = uniqueName('E2E Actions', testInfo);
  const stamp = tag.split(' ').slice(2).join('-');
  const { company, farm } = await createCompanyWithFarm(request, admin.accessToken, tag);
  const member = (role: string, fullName: string, farms: string[]) =>
    createMember(request, testInfo, admin.accessToken, company.externalId, {
      fullName,
      email: `${role}-${stamp}@example.com`.toLowerCase(),
      roles: [`ROLE_${role.toUpperCase()}`],
      farmExtIds: farms,
    });
  const farmer = await member('farmer', 'Fiona Farmer', [farm.externalId]);
  const manager = await member('manager', 'Magnus Manager', [farm.externalId]);
  const owner = await member('company', 'Cora Company', []);
  const auditor = await member('surveyor', 'Aksel Auditor', [farm.externalId]);
  const auditName = `Actions audit ${stamp}`;
  const surveyExtId = await launchAudit(request, admin.accessToken, {
    companyExtId: company.externalId,
    farmExtId: farm.externalId,
    name: auditName,
    userExtIds: [farmer.externalId, manager.externalId, auditor.externalId],
  });
  const moderate = 'Calibrate the oxygen probes';
  const high = 'Replace the worn mooring chains';

  // The farmer raises both actions on the question on screen.
  const f = await signedIn(browser, testInfo, farmer.email, `/audit/view-audit/${surveyExtId}`);
  await expect(f.page.getByRole('heading', { level: 1, name: auditName })).toBeVisible();
  await raiseAction(f.page, 0, moderate, 'MODERATE', 'Probe readings drift by 0.5 mg/l.');
  await raiseAction(f.page, 1, high, 'HIGH', 'Two chains are worn past their limit.');
  await f.page.getByRole('button', { name: 'Actions: 2. New action' }).click();
  const listed = f.page.getByRole('list', { name: 'Actions on this question' });
  await expect(listed.getByRole('listitem')).toHaveCount(2);
  await expect(listed.getByText(moderate)).toBeVisible();
  await expect(listed.getByText(high)).toBeVisible();
  await f.done();

  // The auditor answers everything and scores the audit.
  const auditorSession = await apiSignIn(request, auditor.email);
  expect(await answerAllOverApi(request, auditorSession.accessToken, surveyExtId, auditor.externalId)).toBeGreaterThan(50);
  await scoreOverApi(request, auditorSession.accessToken, surveyExtId);

  // The manager may accept the MODERATE risk but not the HIGH one.
  const m = await signedIn(browser, testInfo, manager.email, '/actions');
  await openAudit(m.page, auditName);
  await expect(m.page.getByText('2 open actions')).toBeVisible();
  await expect(m.page.getByRole('article', { name: moderate })).toBeVisible();
  const refused = m.page.getByRole('button', { name: `Review ${high}: ${HIGH_REFUSAL}` });
  await expect(refused).toHaveAttribute('aria-disabled', 'true');
  await refused.hover();
  await expect(m.page.getByRole('tooltip')).toHaveText(HIGH_REFUSAL);
  // Disabled for this role: a click (forced past Playwright's own enabled check) opens nothing.
  await refused.click({ force: true });
  await expect(m.page.getByRole('dialog')).toHaveCount(0);
  await m.page.mouse.move(0, 0);
  await expect(m.page.getByRole('tooltip')).toHaveCount(0);
  // Keyboard focus (focus-visible) shows it too.
  await refused.focus();
  await m.page.keyboard.press('Shift+Tab');
  await m.page.keyboard.press('Tab');
  await expect(refused).toBeFocused();
  await expect(m.page.getByRole('tooltip')).toHaveText(HIGH_REFUSAL);

  await m.page.getByRole('combobox', { name: 'Risk level' }).click();
  await m.page.getByRole('option', { name: 'HIGH', exact: true }).click();
  await openAudit(m.page, auditName);
  await expect(m.page.getByRole('article', { name: high })).toBeVisible();
  await expect(m.page.getByRole('article', { name: moderate })).toHaveCount(0);
  await m.page.getByRole('combobox', { name: 'Risk level' }).click();
  await m.page.getByRole('option', { name: 'All risk levels' }).click();
  await openAudit(m.page, auditName);
  await resolve(m.page, moderate, 'Both probes calibrated against a Winkler titration.');
  await expect(m.page.getByRole('article', { name: high })).toBeVisible();
  await m.done();

  // The company user accepts the HIGH risk; nothing is left open.
  const c = await signedIn(browser, testInfo, owner.email, '/actions');
  await openAudit(c.page, auditName);
  await expect(c.page.getByText('1 open action', { exact: true })).toBeVisible();
  await resolve(c.page, high, 'Chains replaced and the mooring grid re-tensioned.');
  await expect(c.page.getByText('No actions required.')).toBeVisible();

  // Show History lists both, resolved, with who closed them and their comments.
  const history = c.page.getByRole('switch', { name: 'Show History' });
  await history.click();
  await expect(history).toBeChecked();
  await openAudit(c.page, auditName);
  await expect(c.page.getByText('2 resolved actions')).toBeVisible();
  for (const [title, by, comment] of [
    [moderate, manager.fullName, 'Winkler titration'],
    [high, owner.fullName, 'mooring grid re-tensioned'],
  ] as const) {
    const card = c.page.getByRole('article', { name: title });
    await expect(card.getByRole('img', { name: 'Resolved' })).toBeVisible();
    await expect(card.getByText(new RegExp(`^Resolved by ${by} on `))).toBeVisible();
    await expect(card.getByText(comment)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Review/ })).toHaveCount(0);
  }
  await c.done();
});
