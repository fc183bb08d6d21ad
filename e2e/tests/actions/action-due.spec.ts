import { expect, test } from '@playwright/test';
import { addDays, utcDay } from '@aquarisk/contract/action-due';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import { formatDate } from '@aquarisk/contract/format-date';
import { expectAlert } from '../../fixtures/alerts.ts';
import { callApi } from '../../fixtures/api.ts';
import { createCompanyWithFarm, launchAudit, uniqueName } from '../../fixtures/audits.ts';
import { createMember } from '../../fixtures/members.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/** Issue 28 item 1: an action raised as HIGH is due 14 days out, owned by its raiser; its owner can be changed. */
test('an action raised as HIGH is due in 14 days, shown in its row; a new owner shows there too', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, 'admin@example.com');
  const tag = uniqueName('E2E Due', testInfo);
  const stamp = tag.split(' ').slice(2).join('-');
  const { company, farm } = await createCompanyWithFarm(request, admin.accessToken, tag);
  const member = (role: string, fullName: string) =>
    createMember(request, testInfo, admin.accessToken, company.externalId, {
      fullName,
      email: `${role}-${stamp}@example.com`.toLowerCase(),
      roles: [`ROLE_${role.toUpperCase()}`],
      farmExtIds: [farm.externalId],
    });
  const raiser = await member('company', 'Cora Company');
  const farmer = await member('farmer', 'Fiona Farmer');
  const auditName = `Due audit ${stamp}`;
  const surveyExtId = await launchAudit(request, admin.accessToken, {
    companyExtId: company.externalId,
    farmExtId: farm.externalId,
    name: auditName,
    userExtIds: [raiser.externalId, farmer.externalId],
  });
  const title = 'Replace the worn mooring chains';
  const noErrors = failOnConsoleErrors(page);

  // Raised as HIGH: the dialog prefills the company's 14 days from today and the raiser as owner.
  await openSignedIn(page, raiser.email, `/audit/view-audit/${surveyExtId}`);
  await page.getByRole('button', { name: 'Actions: 0. New action' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Action' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  const editor = dialog.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Two chains are worn past their limit.');
  await dialog.getByRole('combobox', { name: 'Risk level' }).click();
  await dialog.getByRole('option', { name: 'HIGH', exact: true }).click();
  const today = utcDay(new Date());
  const due = addDays(today, 14);
  await expect(dialog.getByLabel(/Due date/)).toHaveValue(due);
  await expect(dialog.getByRole('combobox', { name: /Owner/ })).toHaveValue(/Cora Company/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Action saved!');

  const session = await apiSignIn(request, raiser.email);
  const actionOf = async () =>
    (await callApi(request, session.accessToken, actionEndpoints.ofAudit, { params: { id: surveyExtId }, query: { closed: false } }))
      .actionItems.items[0]!;
  const raised = await actionOf();
  expect([raised.riskLevel, raised.dueOn, raised.owner?.name]).toEqual(['HIGH', due, 'Cora Company']);

  // The actions page shows the due day and owner in the row; the owner changes to the farmer.
  await page.goto('/actions');
  const locale = await page.evaluate(() => navigator.languages[0] ?? navigator.language);
  const shown = formatDate(due, { locale });
  const control = page.getByRole('button', { name: new RegExp(auditName) });
  await expect(control).toContainText(`Next due ${shown}`);
  await control.click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(`Owner Cora Company · Due ${shown}`);
  await expect(card.getByText('Overdue')).toHaveCount(0);
  await card.getByRole('button', { name: `Owner and due date of ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Owner and due date' });
  await edit.getByRole('combobox', { name: /Owner/ }).click();
  await edit.getByRole('option', { name: 'Fiona Farmer' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Owner and due date saved!');
  await expect(card).toContainText(`Owner Fiona Farmer · Due ${shown}`);
  await saveScreenshot(page, testInfo, 'action-due-row');
  expect((await actionOf()).owner).toEqual({ externalId: farmer.externalId, name: 'Fiona Farmer' });
  noErrors();
});
