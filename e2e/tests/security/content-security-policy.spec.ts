import { expect, test, type Page } from '@playwright/test';
import { auditEndpoints } from '@aquarisk/contract/endpoints/audit.endpoints';
import { authEndpoints } from '@aquarisk/contract/endpoints/auth.endpoints';
import { urlOf } from '@aquarisk/contract/endpoints/endpoint';
import { templateEndpoints } from '@aquarisk/contract/endpoints/template.endpoints';
import { callApi } from '../../fixtures/api.ts';
import { defaultTemplateId, farmByName, launchAudit, uniqueName } from '../../fixtures/audits.ts';
import { apiSignIn, openSignedIn } from '../../fixtures/session.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

/** Every CSP violation the page reports, kept in the page until the next full load. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async (where: string) =>
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), where).toEqual([]);
}

// The hero clip plays only for people who have not asked for reduced motion (the suite's default asks for it).
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

test('the app works under its Content-Security-Policy: video, maps, the editor, results, actions and the API docs', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const noErrors = failOnConsoleErrors(page);
  const noViolations = await watchViolations(page);

  // Signed out: the landing page and its hero video, under the strict policy.
  const landing = await page.goto('/');
  const policy = landing!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("'unsafe-eval'"); // 'wasm-unsafe-eval' (React PDF's layout engine) compiles WebAssembly only
  const hero = page.locator('video').first();
  await expect.poll(() => hero.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await noViolations('landing page');

  // Signed in: the audits list with its map panel.
  const admin = await apiSignIn(request, 'admin@example.com');
  const company = admin.user.currentCompany!;
  await openSignedIn(page, 'admin@example.com', '/audits');
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.maplibregl-canvas').first()).toBeVisible({ timeout: 30_000 });
  await noViolations('audits list');

  // The farms map: MapLibre's worker turns the farms into the drawn points; the map reports ready once they are.
  await page.goto(`/companies/${company.externalId}/farms`);
  const map = page.getByRole('region', { name: "Map of the company's farms" });
  await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Show Hardanger Fjord Site on the map' }).click();
  await expect(page.getByRole('button', { name: 'Show Hardanger Fjord Site on the map' })).toHaveAttribute('aria-pressed', 'true');
  await noViolations('farms map');

  // The question flow's rich text editor (Tiptap) on a fresh audit's first long-text question.
  const farm = await farmByName(request, admin.accessToken, company.externalId, 'Loch Creran');
  const surveyExtId = await launchAudit(request, admin.accessToken, {
    companyExtId: company.externalId,
    farmExtId: farm.externalId,
    name: uniqueName('E2E CSP audit', testInfo),
  });
  const template = await callApi(request, admin.accessToken, templateEndpoints.get, {
    params: { id: await defaultTemplateId(request, admin.accessToken) },
  });
  const target = template.sections
    .flatMap((s) => s.steps.flatMap((st) => st.questions.map((q) => ({ s, st, q }))))
    .find(({ q }) => q.answerType === 'LONG_TEXT' && !q.includeIf)!;
  await callApi(request, admin.accessToken, auditEndpoints.jump, {
    params: { surveyId: surveyExtId, s: String(target.s.id), st: String(target.st.id), q: String(target.q.id) },
  });
  await page.goto(`/audit/view-audit/${surveyExtId}`);
  const form = page.locator(`form[data-question-id="${target.q.id}"]`);
  const editor = form.getByRole('textbox', { name: 'Answer' });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.click();
  await form.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Written under the content security policy.');
  await expect(editor.locator('strong')).toContainText('Written under the content security policy.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await noViolations('question editor');

  // A scored demo audit's results, and the actions page with its map.
  const scored = await callApi(request, admin.accessToken, auditEndpoints.list, {
    query: { filterCompanyExtId: company.externalId, filterState: 'SCORED' },
  });
  const scoredId = scored.companies[0]!.farms[0]!.surveys[0]!.externalId;
  await page.goto(`/audit/audit-result/${scoredId}`);
  await expect(page.getByTestId('audit-score')).toBeVisible({ timeout: 30_000 });
  await noViolations('results');
  await page.goto('/actions');
  await expect(page.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.maplibregl-canvas').first()).toBeVisible({ timeout: 30_000 });
  await noViolations('actions');

  // The API documentation (Swagger UI) is served under the same policy.
  await page.goto('/docs');
  await expect(page.getByText('Aquarisk API').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(urlOf(authEndpoints.token, {})).first()).toBeVisible();
  await noViolations('API docs');
  noErrors();
});
