import { expect, test, type Page } from '@playwright/test';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

async function auroraAudits(page: Page) {
  const admin = await apiSignIn(page.request, 'admin@example.com');
  const list = await callApi(page.request, admin.accessToken, auditEndpoints.list, { query: { size: 250 } });
  const aurora = list.companies.find((c) => c.externalId === admin.user.currentCompany?.externalId) ?? list.companies[0]!;
  return { company: aurora.externalId, surveys: aurora.farms.flatMap((f) => f.surveys) };
}

test.describe('deep links a role may not open (issue 8 item 15)', () => {
  test('a viewer opening the company directory sees the no-access page, not a retry that can only fail', async ({ page }) => {
    const { company } = await auroraAudits(page);
    await openSignedIn(page, 'viewer@example.com', `/companies/${company}/users`);
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to audits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  });

  test("another company's audit answers as not found, with a way back", async ({ page }, testInfo) => {
    const { surveys } = await auroraAudits(page);
    const scored = surveys.find((s) => s.state === 'SCORED')!;
    await openSignedIn(page, 'other@example.com', '/audits');
    await page.goto(`/audit/audit-result/${scored.externalId}`);
    // Issue 37 item 12: the audit frame names what was not found.
    await expect(page.getByText('This audit was not found')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to audits' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'deep-link-not-found');
  });
});

test('Score waits for every applicable answer: disabled, with a tooltip naming the unanswered count (issue 8 item 16)', async ({
  page,
}) => {
  const { surveys } = await auroraAudits(page);
  const open = surveys.find((s) => s.state === 'IN_PROGRESS' && (s.openQuestions ?? 0) > 0)!;
  await openSignedIn(page, 'admin@example.com', '/audits');
  const score = page.getByRole('button', { name: `Score ${open.name}` });
  await expect(score).toHaveAttribute('aria-disabled', 'true');
  await score.hover();
  const count = open.openQuestions!;
  await expect(page.getByRole('tooltip')).toHaveText(count === 1 ? '1 question is unanswered' : `${count} questions are unanswered`);
});

test.describe('at 390 px nothing is wider than the screen (issue 8 item 18)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const who of ['admin@example.com', 'company@example.com', 'viewer@example.com']) {
    test(`${who}: header and pages fit`, async ({ page }, testInfo) => {
      const { company } = await auroraAudits(page);
      await openSignedIn(page, who, '/audits');
      for (const path of ['/audits', '/actions', '/intelligence', '/account', `/companies/${company}/farms`]) {
        await page.goto(path);
        await expect(page.locator('main').getByRole('heading').first()).toBeVisible({ timeout: 60_000 });
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const header = document.querySelector('header');
          const wide = [...(header?.querySelectorAll('*') ?? [])].filter((e) => e.getBoundingClientRect().right > width + 0.5);
          return { page: document.documentElement.scrollWidth - width, header: wide.map((e) => e.tagName) };
        });
        expect(overflow, `${who} on ${path}`).toEqual({ page: 0, header: [] });
        await expect(page.getByRole('button', { name: /^User menu:/ })).toBeInViewport({ ratio: 1 });
      }
      await saveScreenshot(page, testInfo, `narrow-${who.split('@')[0]}`);
    });
  }
});
