import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAlert } from '../../fixtures/alerts.ts';
import { createMember } from '../../fixtures/members.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { personalDataExportSchema } from '@aquarisk/contract/schemas/personal-data.schema';
import { callApi } from '../../fixtures/api.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

/**
 * Issue 24 part 4 in the browser: the company admin exports a member's data as a JSON file, then erases it; the
 * member leaves the company's list and can no longer sign in.
 */
for (const viewport of viewports) {
  test(`a company admin exports and erases a member's personal data on a ${viewport.name}`, async ({ page }, testInfo) => {
    const noErrors = failOnConsoleErrors(page);
    await page.setViewportSize(viewport.size);
    const stamp = `${testInfo.project.name}-${viewport.name}-${Date.now()}`;
    const admin = await apiSignIn(page.request, 'admin@example.com');
    const company = admin.user.currentCompany!.externalId;
    const farm = await callApi(page.request, admin.accessToken, farmEndpoints.create, {
      params: { id: company },
      body: { name: `E2E Privacy farm ${stamp}` },
    });
    const member = await createMember(page.request, testInfo, admin.accessToken, company, {
      fullName: `Petra Private ${stamp}`,
      email: `e2e-private-${stamp}@example.com`,
      roles: ['ROLE_FARMER'],
      farmExtIds: [farm.externalId],
    });
    const keep = testInfo.project.name === 'sqlite';

    await openSignedIn(page, 'company@example.com', `/companies/${company}/users/${member.externalId}`);
    await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Personal data' });
    await expect(panel.getByRole('button', { name: 'Export data' })).toBeVisible();
    if (keep) await saveScreenshot(page, testInfo, `personal-data-${viewport.name}`);

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export data' }).click()]);
    expect(download.suggestedFilename()).toBe(`aquarisk-personal-data-${member.externalId}.json`);
    const exported = personalDataExportSchema.parse(JSON.parse(fs.readFileSync(await download.path(), 'utf8')));
    expect(exported.profile).toMatchObject({ email: member.email, fullName: member.fullName });
    expect(exported.roles).toEqual(['ROLE_FARMER']);
    expect(exported.farms.map((f) => f.name)).toEqual([farm.name]);
    await expectAlert(page, 'Personal data exported!');

    await panel.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
    await expect(dialog.getByText(`${member.fullName} (${member.email}) will be anonymised for good`, { exact: false })).toBeVisible();
    await expect(dialog.getByText('They can no longer sign in', { exact: false })).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Erase personal data' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Type the e-mail address to confirm' }).fill(member.email.toUpperCase());
    await expect(confirm).toBeEnabled();
    if (keep) await saveScreenshot(page, testInfo, `personal-data-erase-${viewport.name}`, { fullPage: false });
    await confirm.click();
    await expectAlert(page, 'Personal data erased!');

    await expect(page).toHaveURL(new RegExp(`/companies/${company}/users$`));
    await expect(page.getByText('Total no of users')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Users' }).getByText(member.email)).toHaveCount(0);
    await expect(apiSignIn(page.request, member.email)).rejects.toThrow(/sign-in failed .*: 400/);

    await callApi(page.request, admin.accessToken, farmEndpoints.delete, { params: { id: company, farmId: farm.externalId } });
    noErrors();
  });
}
