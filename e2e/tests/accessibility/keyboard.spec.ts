import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/test/demo-users.ts';
import { FIRST_SCREEN_TIMEOUT } from '../../fixtures/session.ts';

/** Presses Tab until `target` has the focus (at most `max` times): proves it is reachable by keyboard alone. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

test("an auditor signs in, moves through the navigation, reaches an audit's answer and Save, and signs out with the keyboard alone", async ({
  page,
}) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type('auditor@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });

  // The skip link is the first stop and moves the focus past the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // The navigation is reachable: Actions, and back to Audits.
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await tabTo(page, nav.getByRole('link', { name: 'Actions' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible();
  await tabTo(page, nav.getByRole('link', { name: 'Audits' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();

  // Open the first audit: the answer input and Save are reachable by keyboard.
  const audit = page.getByRole('link', { name: /^Audit / }).first();
  await tabTo(page, audit, 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/audit\/view-audit\//);
  const question = page.locator('main').getByRole('heading', { level: 2 }).first();
  await expect(question).toBeVisible();
  const before = await question.textContent();
  const answer = page.locator('main form').locator('input, textarea, [contenteditable="true"]').first();
  await tabTo(page, answer, 120);
  const next = page.getByRole('button', { name: /^(Save|Next)$/ }).first();
  await expect(next).toBeVisible();
  await tabTo(page, next, 120);
  await expect(next).toBeFocused();

  // The user menu opens with Enter and signs out.
  await tabTo(page, page.getByRole('button', { name: /^User menu/ }), 200);
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: /sign out/i });
  await expect(signOut).toBeVisible();
  for (let i = 0; i < 10 && !(await signOut.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // Signed out: the page reloads without a session, so the user menu is gone and nothing is stored.
  await expect(page.getByRole('button', { name: /^User menu/ })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('aquarisk.session') ?? '{}').tokens ?? null)).toBeNull();
  expect(before).toBeTruthy();
});
