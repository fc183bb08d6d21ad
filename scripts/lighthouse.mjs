// npm run lighthouse (issue 14): Lighthouse (mobile, simulated slow 4G and a 4× slower CPU, its defaults) on the
// landing page and, signed in as the demo admin, on the audits page, against the built app served by the compiled
// server (`npm run build` first) with the demo data. Lighthouse is not a dependency of the project: it is run with
// `npx lighthouse@13` (fetched once into npm's cache) so `npm install` stays lean. Uses Debian's Chromium
// (CHROME_PATH to change it). Prints the four category scores and the main timings; the JSON reports are kept in
// the directory it names. LIGHTHOUSE_RUNS=3 runs each page three times and prints the median run as well.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.LIGHTHOUSE_APP_PORT ?? 18_700);
const debugPort = port + 1;
// LIGHTHOUSE_RUNS: runs per page (the median is printed too); the machine's load average is printed with them.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const base = `http://127.0.0.1:${port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-lighthouse-'));
const reports = path.join(work, 'reports');
fs.mkdirSync(reports);

// WEB_DIST: another build of the web app (e.g. the previous commit's, for a before/after comparison on one server).
const webDist = process.env.WEB_DIST ?? path.join(root, 'web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = spawn(
  chrome,
  [
    '--headless=new',
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${path.join(work, 'profile')}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    'about:blank',
  ],
  { stdio: 'ignore' },
);

async function waitFor(url) {
  for (const end = Date.now() + 180_000; Date.now() < end; await new Promise((r) => setTimeout(r, 300))) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
  }
  throw new Error(`${url} did not answer`);
}

/** Signs the demo admin in through the form, so the profile's localStorage holds the session Lighthouse then uses. */
async function signIn() {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const page = await cdp.contexts()[0].newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).first().waitFor({ timeout: 120_000 });
  await page.close();
  await cdp.close();
}

/** keepStorage: the signed-in page keeps the session (and the cache of a returning user); the landing page is a first visit. */
function lighthouse(name, url, runIndex, keepStorage) {
  const out = path.join(reports, `${name}-${runIndex}.json`);
  // On a loaded machine Lighthouse now and then loses the trace's start (NO_NAVSTART): such a run is repeated, twice at most.
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync(
      'npx',
      [
        '--yes',
        'lighthouse@13.5.0',
        url,
        `--port=${debugPort}`,
        ...(keepStorage ? ['--disable-storage-reset'] : []),
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { cwd: work, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
    );
    if (run.status === 0) break;
    if (attempt === 3) throw new Error(`lighthouse ${url} exited ${run.status}`);
  }
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (c) => Math.round(lhr.categories[c].score * 100);
  const ms = (a) => lhr.audits[a].displayValue;
  return {
    name,
    run: runIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    si: ms('speed-index'),
  };
}

try {
  await waitFor(`${base}/health`);
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`);
  const rows = [];
  for (let i = 1; i <= runs; i++) rows.push(lighthouse('landing', `${base}/`, i, false));
  await signIn();
  for (let i = 1; i <= runs; i++) rows.push(lighthouse('audits', `${base}/audits`, i, true));
  const line = (r, label) =>
    `| ${r.name} | ${label} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.si} |`;
  console.log('| page | run | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(line(r, String(r.run)));
  if (runs > 1)
    for (const name of ['landing', 'audits']) {
      // the run with the median performance score, as Lighthouse advises for a noisy machine
      const sorted = rows.filter((r) => r.name === name).sort((a, b) => a.performance - b.performance);
      console.log(line(sorted[Math.floor(sorted.length / 2)], `median of ${runs}`));
    }
  console.log(
    `\nLoad average before: ${loadBefore}, after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`\nReports: ${reports}`);
} finally {
  browser.kill('SIGTERM');
  server.kill('SIGTERM');
}
