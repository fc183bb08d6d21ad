import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { actionEndpoints } from '@aquarisk/contract/endpoints/action.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { expectAlert } from '../../fixtures/alerts.ts';
import { createCompanyWithFarm, launchAudit, uniqueName } from '../../fixtures/audits.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

/**
 * Issue 37 items 7 and 16: a click into the New Action description and typing writes under the Findings heading, not
 * into a heading; on a phone the editor's Undo and Redo are on the screen.
 */
async function newActionDialog(page: Page, testInfo: TestInfo) {
  const admin = await apiSignIn(page.request, 'admin@example.com');
  const tag = uniqueName('E2E Action editor', testInfo);
  const { company, farm } = await createCompanyWithFarm(page.request, admin.accessToken, tag);
  const surveyExtId = await launchAudit(page.request, admin.accessToken, {
    companyExtId: company.externalId,
    farmExtId: farm.externalId,
    name: tag,
  });
  await openSignedIn(page, 'admin@example.com', `/audit/view-audit/${surveyExtId}`, company);
  await page.getByRole('button', { name: 'Actions: 0. New action' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Action' });
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeVisible();
  return { dialog, surveyExtId, token: admin.accessToken };
}

async function saveAndReadDescription(page: Page, o: Awaited<ReturnType<typeof newActionDialog>>, title: string) {
  await o.dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await o.dialog.getByRole('combobox', { name: 'Risk level' }).click();
  await o.dialog.getByRole('option', { name: 'MODERATE', exact: true }).click();
  await o.dialog.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Action saved!');
  const stored = await callApi(page.request, o.token, actionEndpoints.ofAudit, { params: { id: o.surveyExtId } });
  return stored.actionItems.items.find((a) => a.title === title)?.description;
}

for (const width of [1440, 390]) {
  test(`at ${width} px a click into the description and typing writes under Findings`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const o = await newActionDialog(page, testInfo);
    const editor = o.dialog.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type('Net torn at pen 2');
    await expect(editor.locator('p').first()).toHaveText('Net torn at pen 2');
    await saveScreenshot(page, testInfo, `new-action-description-${width}`, { fullPage: false });
    expect(await saveAndReadDescription(page, o, `Typed at ${width}`)).toBe(
      '<h2>Findings</h2><p>Net torn at pen 2</p><h2>Recommendations</h2><p></p>',
    );
  });
}

test('at 390 px every tool of the description editor, Undo and Redo too, is on the screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const o = await newActionDialog(page, testInfo);
  for (const name of ['Bold', 'Italic', 'Underline', 'Bullet list', 'Link', 'Undo', 'Redo']) {
    const box = (await o.dialog.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }
  await saveScreenshot(page, testInfo, 'new-action-toolbar-390', { fullPage: false });
});
