// Step 1 of the landing page's demo film (README beside this file): the product's own screens, with the demo data,
// as 1280×720 stills. Serves the built app (`npm run build` first) from the compiled server on a fresh demo database,
// signs the demo admin in and captures each screen the film shows; the first page of a scored audit's PDF report is
// drawn with pdftoppm. Usage: node scripts/demo-film/capture-stills.mjs <out-dir>
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, startBuiltServer } from '../built-app.mjs';

const out = path.resolve(process.argv[2] ?? 'film-stills');
const port = Number(process.env.FILM_APP_PORT ?? 18_760);
const base = `http://127.0.0.1:${port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-film-'));
const CLIENT = `Basic ${Buffer.from('aquarisk-web:aquarisk-web-secret').toString('base64')}`;
fs.mkdirSync(out, { recursive: true });

const { server, ready } = startBuiltServer(port, path.join(work, 'data'));

async function signIn(email) {
  const res = await fetch(`${base}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { Authorization: CLIENT, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: 'demo-password',
      scope: 'read write',
      client_id: 'aquarisk-web',
    }),
  });
  const t = await res.json();
  const me = await (await fetch(`${base}/api/v1/user/me`, { headers: { Authorization: `Bearer ${t.access_token}` } })).json();
  return { tokens: { accessToken: t.access_token, refreshToken: t.refresh_token }, user: me, company: me.currentCompany };
}

const get = async (session, p) =>
  (await fetch(`${base}${p}`, { headers: { Authorization: `Bearer ${session.tokens.accessToken}` } })).json();

/** A scored audit with footage and a site image (the demo seed gives two), and an audit in progress. */
async function pickAudits(session) {
  const list = await get(session, '/api/v1/survey?size=100');
  const surveys = list.companies.flatMap((c) => c.farms.flatMap((f) => f.surveys));
  let scored;
  for (const s of surveys.filter((x) => x.state === 'SCORED')) {
    const farm = await get(session, `/api/v1/survey/${s.externalId}/farm?showMediaCats=true`);
    if (farm.availableMediaCategories.includes('map')) {
      scored = s.externalId;
      break;
    }
  }
  const open = surveys.find((x) => x.state === 'IN_PROGRESS') ?? surveys.find((x) => x.state === 'NOT_STARTED');
  return { scored, open: open.externalId };
}

try {
  await ready();
  const session = await signIn('admin@example.com');
  const audits = await pickAudits(session);
  const browser = await launchChromium(['--no-first-run', '--disable-background-networking', '--disable-sync']);
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce', locale: 'en-GB' });
  await context.addInitScript((value) => localStorage.setItem('aquarisk.session', value), JSON.stringify(session));
  const page = await context.newPage();

  /** Opens a screen, waits until it has drawn (its heading, then the network going quiet), and saves it. */
  async function still(name, urlPath, ready) {
    await page.goto(`${base}${urlPath}`);
    await page.locator('main').getByRole('heading').first().waitFor({ timeout: 120_000 });
    if (ready) await ready();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    console.log(`still ${name}`);
  }
  // A map has drawn once its canvas is there and its lazy chunk's skeleton is gone; its fit-bounds animation then
  // runs for 2 s (docs/requirements.md#results-9) while land is drawn, so the still is taken a few seconds later. A generating script, not
  // a test: a pause is fine here.
  const mapPainted = async () => {
    await page.locator('.maplibregl-canvas').first().waitFor({ state: 'attached', timeout: 120_000 });
    // eslint-disable-next-line no-undef -- runs in the page, where document is defined
    await page.waitForFunction(() => !document.querySelector('[aria-label="Loading map"]'), undefined, { timeout: 120_000 });
    await page.waitForTimeout(5000);
  };

  await still('audits', '/audits');
  await still('question', `/audit/view-audit/${audits.open}`);
  await still('results', `/audit/audit-result/${audits.scored}`, () => page.getByTestId('site-image').waitFor({ timeout: 60_000 }));
  await still('actions', '/actions', mapPainted);
  await still('intelligence', '/intelligence', mapPainted);
  await browser.close();

  const pdf = path.join(work, 'report.pdf');
  const res = await fetch(`${base}/api/v1/survey/${audits.scored}/report.pdf`, {
    headers: { Authorization: `Bearer ${session.tokens.accessToken}` },
  });
  fs.writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(out, 'report')]);
  console.log('still report');
} finally {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
