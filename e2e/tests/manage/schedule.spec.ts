import { expect, test, type Page } from '@playwright/test';
import { companyEndpoints } from '@aquarisk/contract/endpoints/company.endpoints';
import { farmEndpoints } from '@aquarisk/contract/endpoints/farm.endpoints';
import { expectAlert } from '../../fixtures/alerts.ts';
import { callApi } from '../../fixtures/api.ts';
import { createMember } from '../../fixtures/members.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The farm list's names, in the order shown, each with its schedule badge's word (or '' without one). */
async function listed(page: Page) {
  const items = page.getByRole('list', { name: 'Farms' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((els) =>
    els.map((el) => {
      const name = el.querySelector('[aria-label^="Show "]')?.textContent?.trim() ?? '';
      const badge = el.querySelector('[data-testid="schedule-badge"]');
      return `${name}: ${badge?.textContent?.split(':')[0]?.trim() ?? ''}`;
    }),
  );
}

/**
 * Issue 26 item 3: a company admin of a company of our own sees the overdue farm listed first with its badge, sets a
 * production-cycle schedule on another farm's page, and finds that farm listed next, due.
 */
test('a company admin sees the overdue farm first and schedules another farm', async ({ page }, testInfo) => {
  test.slow();
  const noErrors = failOnConsoleErrors(page);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const admin = await apiSignIn(page.request, 'admin@example.com');
  const company = await callApi(page.request, admin.accessToken, companyEndpoints.create, { body: { name: `Schedules ${stamp}` } });
  const farm = (name: string) =>
    callApi(page.request, admin.accessToken, farmEndpoints.create, { params: { id: company.externalId }, body: { name } });
  await farm('Alder Bay');
  await farm('Birch Sound');
  const zulu = await farm('Zulu Point');
  await callApi(page.request, admin.accessToken, farmEndpoints.schedule, {
    params: { id: company.externalId, farmId: zulu.externalId },
    body: { kind: 'CYCLE', cycleDate: dayFrom(-10) },
  });
  const member = await createMember(page.request, testInfo, admin.accessToken, company.externalId, {
    fullName: 'Sched Admin',
    email: `e2e-schedule-${stamp}@example.com`,
    roles: ['ROLE_COMPANY'],
    farmExtIds: [],
  });

  await openSignedIn(page, member.email, `/companies/${company.externalId}/farms`, company);
  await expect.poll(() => listed(page)).toEqual(['Zulu Point: Overdue', 'Alder Bay: ', 'Birch Sound: ']);
  await saveScreenshot(page, testInfo, 'schedule-farm-list');

  await page.getByRole('link', { name: 'Edit Birch Sound' }).click();
  const section = page.getByRole('region', { name: 'Audit schedule' });
  await expect(section.getByTestId('schedule-summary')).toHaveText('No audit schedule: the farm is never due.');
  await section.getByRole('combobox', { name: 'Schedule' }).click();
  await page.getByRole('option', { name: 'Per production cycle' }).click();
  await section.getByLabel('Next cycle’s audit date').fill(dayFrom(12));
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expectAlert(page, 'Audit schedule saved!');
  await expect(section.getByTestId('schedule-badge')).toContainText('Due');
  await expect(section.getByTestId('schedule-summary')).toContainText('The next audit is due on');
  // The header carries the badge too, so the farm's state shows without scrolling to the section.
  await expect(page.getByTestId('farm-header-schedule')).toContainText(/^Due: Audit due on/);
  await saveScreenshot(page, testInfo, 'schedule-farm-page');

  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByTestId('schedule-badge').scrollIntoViewIfNeeded();
  await expect(section.getByTestId('schedule-badge')).toBeInViewport();
  await saveScreenshot(page, testInfo, 'schedule-farm-page-390', { fullPage: false });
  await page.goto(`/companies/${company.externalId}/farms`);
  await expect.poll(() => listed(page)).toEqual(['Zulu Point: Overdue', 'Birch Sound: Due', 'Alder Bay: ']);
  await saveScreenshot(page, testInfo, 'schedule-farm-list-390');
  noErrors();
});
