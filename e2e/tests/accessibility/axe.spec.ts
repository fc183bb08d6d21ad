import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { historyEndpoints } from '@aquarisk/contract/endpoints/history.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { apiSignIn, appReady, openSignedIn } from '../../fixtures/session.ts';

/** WCAG 2.1 A and AA rules; a serious or critical violation fails the page (issue 15). */
async function expectAccessible(page: Page, what: string) {
  // Scan the settled page, not a transition: every request answered.
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
          .slice(0, 3)
          .join(' ; ')}`,
    );
  expect(serious, `${what}\n${serious.join('\n')}`).toEqual([]);
}

test('the public pages have no serious accessibility violation', async ({ page }) => {
  for (const path of ['/', '/login', '/forgotpassword']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('every signed-in screen has no serious accessibility violation', async ({ page }) => {
  // Fifteen screens, each settled and scanned: minutes on a busy 2-core machine.
  test.setTimeout(480_000);
  const admin = await apiSignIn(page.request, 'admin@example.com');
  const company = admin.user.currentCompany!.externalId;
  const list = await callApi(page.request, admin.accessToken, auditEndpoints.list, { query: { size: 50, filterCompanyExtId: company } });
  const surveys = list.companies.flatMap((c) => c.farms.flatMap((f) => f.surveys));
  const scored = surveys.find((s) => s.state === 'SCORED')!;
  const open = surveys.find((s) => s.state === 'IN_PROGRESS')!;
  // Issue 26: a demo farm with a history compares its audits.
  const withHistory =
    list.companies
      .flatMap((c) => c.farms)
      .find((f) => f.name === 'Hardanger Fjord Site')
      ?.surveys.find((s) => s.state === 'SCORED') ?? scored;
  const others = await callApi(page.request, admin.accessToken, historyEndpoints.comparable, { params: { id: withHistory.externalId } });
  expect(others.length).toBeGreaterThan(0);
  await openSignedIn(page, 'admin@example.com', '/audits');
  const paths = [
    '/audits',
    '/actions',
    '/intelligence',
    '/activity-log',
    '/templates',
    '/templates/new',
    '/account',
    '/audits/new',
    `/companies/${company}`,
    `/companies/${company}/farms`,
    `/companies/${company}/users`,
    // Issue 28 item 4: the single sign-on settings (none saved for the demo company).
    `/companies/${company}/sso`,
    `/audit/view-audit/${open.externalId}`,
    `/audit/audit-result/${scored.externalId}`,
    `/audit/audit-users/${scored.externalId}`,
    `/audits/${withHistory.externalId}/compare/${others[0]!.externalId}`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await appReady(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, path);
  }
});
