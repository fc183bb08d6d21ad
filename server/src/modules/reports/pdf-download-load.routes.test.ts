import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoSurveyId } from '../../../test/audit-helpers.ts';
import { ADMIN, COMPANY, VIEWER } from '../../../test/demo-users.ts';
import { onThread } from '../../../test/on-thread.ts';
import { portOf, until } from '../../../test/pdf-downloads.ts';
import { createTestApp, dbKind, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 21 item 3, measured as the issue measured it: K clients loop report.pdf on a real listening server while
 * /health is timed. Before, renders ran on the request thread one after another and /health waited behind them
 * (K = 5: p50 10 s). The bound holds on a busy 2-core machine because a render never runs on the request thread.
 */
const K = 10;
/** six loops of the read-only user, two each of two other people: the per-user limit and the queue both in play */
const CLIENTS = [...Array<string>(6).fill(VIEWER), COMPANY, COMPANY, ADMIN, ADMIN].slice(0, K);
const ATTACK_MS = 12_000;
const HEALTH_P50_BOUND_MS = 500;

let t: TestApp;
let base: string;
let reportUrl: string;
beforeAll(async () => {
  // every download renders (the cache of rendered PDFs off): the worst case, as if each were of another audit
  t = await createTestApp({ PDF_CACHE_MB: '0' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${portOf(t)}`;
  reportUrl = `${base}/api/v1/survey/${await demoSurveyId(t, 'Hardanger annual audit 2025')}/report.pdf`;
});
afterAll(() => t.close());

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** /health every 50 ms for `ms`, timed on a thread the server cannot stall (test/health-probe.worker.mjs). */
const timeHealth = (ms: number) =>
  onThread<number[]>('health-probe.worker.mjs', { url: `${base}/health`, everyMs: 50, ms, giveUpMs: 20_000 });

it(`keeps /health p50 under ${HEALTH_P50_BOUND_MS} ms while ${K} clients loop report.pdf`, { timeout: 180_000 }, async () => {
  const tokens = await Promise.all(CLIENTS.map((who) => t.token(who)));
  // a warm server: the render thread is up, as it is after the first download in production
  // (its body read to the end: an unread answer keeps the connection busy and the server from closing)
  const warm = await fetch(reportUrl, { headers: { authorization: `Bearer ${tokens[0]}` } });
  expect(warm.status).toBe(200);
  expect((await warm.arrayBuffer()).byteLength).toBeGreaterThan(0);

  const baseline = await timeHealth(3_000);
  const statuses = onThread<number[]>('download-loop.worker.mjs', { url: reportUrl, tokens, ms: ATTACK_MS });
  const sorted = await timeHealth(ATTACK_MS);
  const answers = await statuses;

  const count = (status: number) => answers.filter((s) => s === status).length;
  const p50 = percentile(sorted, 50);
  console.info(
    `[${dbKind}] /health alone p50=${percentile(baseline, 50).toFixed(0)} ms; during ${K} looping downloads: n=${sorted.length} p50=${p50.toFixed(0)} ms ` +
      `p90=${percentile(sorted, 90).toFixed(0)} ms p99=${percentile(sorted, 99).toFixed(0)} ms max=${sorted.at(-1)!.toFixed(0)} ms; ` +
      `downloads 200=${count(200)} 429=${count(429)} 503=${count(503)}`,
  );
  expect(p50).toBeLessThan(HEALTH_P50_BOUND_MS);
  // the attack was real: renders ran on the pool while /health was timed (completed, or cut off at the end), and the
  // downloads beyond the limits were refused
  await until(() => t.app.pdfRenderer.stats().inFlight === 0, 60_000, 'every slot given back');
  const { completed, cancelled } = t.app.pdfRenderer.stats();
  expect(completed + cancelled).toBeGreaterThan(1);
  expect(count(429) + count(503)).toBeGreaterThan(0);
});
