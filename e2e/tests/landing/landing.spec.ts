import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { failOnConsoleErrors } from '../../fixtures/ui.ts';

test('the landing page presents the product and the contact form sends a request', async ({ page }, testInfo) => {
  const noErrors = failOnConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('risk audits');
  await expect(page.getByRole('button', { name: 'Watch full video' })).toBeVisible();
  for (const heading of ['Aerial assessment', 'Sub-sea assessment', 'Action Center'])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText('highly likely to require action in the near future.')).toBeVisible();
  for (const species of ['Salmon', 'Barramundi', 'Striped Bass', 'Tuna'])
    await expect(page.getByText(species, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', /#contact/);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'landing-desktop');

  await page.getByRole('link', { name: 'Book a Demo' }).click();
  const contact = page.locator('#contact');
  await contact.getByLabel(/Name/).fill('Kari Nordmann');
  await contact.getByLabel(/E-mail/).fill('not-an-email');
  await contact.getByRole('button', { name: /send|submit|request/i }).click();
  await expect(contact.getByText('Email is not valid')).toBeVisible();
  await contact.getByLabel(/E-mail/).fill('kari@fjordfarm.example');
  await contact.getByLabel(/Message/).fill('We run six sites in Vestland and would like a demo.');
  await contact.getByRole('button', { name: /send|submit|request/i }).click();
  await expect(page.getByText('Thank you. Your information request has been submitted successfully.')).toBeVisible();
  noErrors();
});

test('the landing page works on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Book a Demo' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'landing-phone');
});

test('"Watch full video" plays the demo film, which is fetched only when asked for (issue 21, item 20)', async ({ page }, testInfo) => {
  const filmRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/demo-film')) filmRequests.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(filmRequests).toEqual([]);

  await page.getByRole('button', { name: 'Watch full video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aquarisk: aerial and sub-sea risk audits' });
  const film = dialog.getByTestId('demo-film');
  await expect.poll(() => film.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  expect(await film.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toBe('/media/demo-film.mp4');
  // The background loop is ten seconds; the film is the product's tour.
  expect(await film.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(45);
  expect(filmRequests.length).toBeGreaterThan(0);
  if (testInfo.project.name === 'sqlite') await saveScreenshot(page, testInfo, 'landing-demo-film');
});

test('at 390 px "Book a Demo" covers none of the hero text (issue 37 item 18)', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const book = page.getByRole('link', { name: 'Book a Demo' });
  await expect(book).toBeVisible();
  const button = (await book.boundingBox())!;
  const hero = page.locator('section[aria-labelledby="hero-title"] :is(p, h1, li, a, button), header a');
  const texts = await hero.evaluateAll((els) =>
    els
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { text: (el.textContent ?? '').trim().slice(0, 40), x: r.x, y: r.y, width: r.width, height: r.height };
      })
      .filter((r) => r.width > 0 && r.height > 0 && r.y < window.innerHeight),
  );
  const overlaps = texts.filter(
    (r) => r.x < button.x + button.width && button.x < r.x + r.width && r.y < button.y + button.height && button.y < r.y + r.height,
  );
  await saveScreenshot(page, testInfo, 'landing-hero-390', { fullPage: false });
  expect(overlaps.map((r) => r.text)).toEqual([]);
  expect(await book.evaluate((a) => a.scrollWidth <= a.clientWidth), 'the label fits its button').toBe(true);
});
