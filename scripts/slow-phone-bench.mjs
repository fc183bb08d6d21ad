// npm run bench:slow-phone (issue 37 item 16): a phone on a slow link, as the issue measured it: Chromium with the CPU
// 4× slower (CDP Emulation.setCPUThrottlingRate) and a 1.5 Mbit/s link with 150 ms round trips
// (Network.emulateNetworkConditions), 390 × 844. Against the built app served by the compiled server (`npm run build`
// first) with the demo data, it times two paths from a cold cache: signing in on /login until the first audit of the
// audits list shows (budget 5 s), and opening an audit's report until its PDF is drawn (budget 8 s). For each it lists
// what was loaded on the way (scripts, fonts, calls), biggest first. Speed goals live here, not in timed tests.
// SLOW_PHONE_RUNS=3 runs each path three times and prints the median. Figures: docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, startBuiltServer } from './built-app.mjs';

const port = Number(process.env.SLOW_PHONE_PORT ?? 18_720);
const runs = Math.max(1, Number(process.env.SLOW_PHONE_RUNS ?? 1));
const base = `http://127.0.0.1:${port}`;
const BUDGET = { signIn: 5_000, report: 8_000 };
const LINK = { offline: false, latency: 150, downloadThroughput: 1_500_000 / 8, uploadThroughput: 750_000 / 8 };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-slow-phone-'));

const { server, ready } = startBuiltServer(port, path.join(work, 'data'));

/** A fresh phone page with the slow CPU and link, and a log of every request it makes. */
async function slowPhone(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { bytes: e.encodedDataLength, end: e.timestamp });
  });
  return { context, page, requests };
}

function loaded(requests) {
  const rows = [...requests.values()].filter((r) => r.bytes !== undefined && !r.url.startsWith('data:'));
  const kind = (r) =>
    /\.woff2?$/.test(r.url) ? 'font' : r.type === 'Script' ? 'script' : r.type === 'Fetch' || r.type === 'XHR' ? 'call' : r.type;
  const total = (k) => rows.filter((r) => kind(r) === k).reduce((n, r) => n + r.bytes, 0);
  const top = rows
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map((r) => `    ${String(Math.round(r.bytes / 1024)).padStart(5)} KB  ${kind(r).padEnd(6)} ${new URL(r.url).pathname}`);
  const count = (k) => rows.filter((r) => kind(r) === k).length;
  return [
    `  ${rows.length} requests, ${Math.round(rows.reduce((n, r) => n + r.bytes, 0) / 1024)} KB on the wire: ` +
      `${count('script')} scripts ${Math.round(total('script') / 1024)} KB, ${count('font')} fonts ${Math.round(total('font') / 1024)} KB, ` +
      `${count('call')} calls ${Math.round(total('call') / 1024)} KB`,
    ...top,
  ].join('\n');
}

async function signInPath(browser) {
  const { context, page, requests } = await slowPhone(browser);
  const t0 = Date.now();
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  const list = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/survey' && r.request().method() === 'GET', {
    timeout: 120_000,
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  const body = await (await list).json();
  const first = body.companies[0].farms[0].surveys[0].name;
  await page.getByText(first, { exact: true }).first().waitFor({ timeout: 120_000 });
  const ms = Date.now() - t0;
  const storage = await context.storageState();
  const detail = loaded(requests);
  await context.close();
  return { ms, storage, detail };
}

async function reportPath(browser, storage, surveyExtId) {
  const { context, page, requests } = await slowPhone(browser);
  await context.addInitScript(
    (s) => {
      // also runs in the PDF viewer's frames, whose storage is null (issue 37 item 17)
      if (!globalThis.localStorage) return;
      for (const { name, value } of s) localStorage.setItem(name, value);
    },
    storage.origins.find((o) => o.origin === base)?.localStorage ?? [],
  );
  const t0 = Date.now();
  await page.goto(`${base}/report/${surveyExtId}`);
  await page.getByTestId('pdf-frame').waitFor({ timeout: 180_000 });
  const ms = Date.now() - t0;
  const detail = loaded(requests);
  await context.close();
  return { ms, detail };
}

async function scoredAudit() {
  const token = await fetch(`${base}/api/v1/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('aquarisk-web:aquarisk-web-secret').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin@example.com', password: 'demo-password', scope: 'read write' }),
  }).then((r) => r.json());
  const list = await fetch(`${base}/api/v1/survey?size=50`, { headers: { Authorization: `Bearer ${token.access_token}` } }).then((r) =>
    r.json(),
  );
  return list.companies.flatMap((c) => c.farms.flatMap((f) => f.surveys)).find((s) => s.state === 'SCORED').externalId;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let browser;
try {
  await ready();
  browser = await launchChromium();
  const surveyExtId = await scoredAudit();
  const times = { signIn: [], report: [] };
  for (let i = 1; i <= runs; i++) {
    const s = await signInPath(browser);
    const r = await reportPath(browser, s.storage, surveyExtId);
    times.signIn.push(s.ms);
    times.report.push(r.ms);
    console.log(`run ${i}: sign-in to the audits list ${(s.ms / 1000).toFixed(1)} s\n${s.detail}`);
    console.log(`run ${i}: the report PDF ${(r.ms / 1000).toFixed(1)} s\n${r.detail}`);
  }
  const line = (name, key) =>
    `| ${name} | ${(median(times[key]) / 1000).toFixed(1)} s | ${times[key].map((t) => (t / 1000).toFixed(1)).join(', ')} | ${BUDGET[key] / 1000} s | ${median(times[key]) <= BUDGET[key] ? 'met' : 'missed'} |`;
  console.log(
    `\nCPU 4× slower, 1.5 Mbit/s, 150 ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('| path | median | runs | budget | |\n|---|---|---|---|---|');
  console.log(line('sign-in to the audits list', 'signIn'));
  console.log(line('the report PDF', 'report'));
} finally {
  await browser?.close();
  server.kill();
  fs.rmSync(work, { recursive: true, force: true });
}
