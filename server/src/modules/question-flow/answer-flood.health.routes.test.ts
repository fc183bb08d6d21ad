import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowOrder, includedEntries } from '@aquarisk/contract/answers/flow-order';
import { ANSWER_BATCH_MAX } from '@aquarisk/contract/offline/offline-messages';
import { percentile } from '../../../bench/bench-harness.ts';
import { launch } from '../../../test/audit-helpers.ts';
import { ADMIN, AUDITOR } from '../../../test/demo-users.ts';
import { onThread } from '../../../test/on-thread.ts';
import { createTestApp, dbKind, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 37 item 22, measured as the issue measured it: one auditor on 5 connections sends 500-answer rich-text batches
 * back to back to a real listening server while /health and another user's read of the audit are timed. Before, every
 * batch held SQLite's one writer and /health waited behind them (p50 3.3 s). With the per-user budget of write time
 * switched on (ANSWER_WRITE_MS_PER_USER at its default, 2,500 ms in 10 s; test apps otherwise lift it) the bound holds
 * on a busy 2-core machine; with the budget lifted this test fails on SQLite (docs/security.md, "Fair share").
 */
const LOOPS = 5;
const ATTACK_MS = 10_000;
const P50_BOUND_MS = 1_000;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ ANSWER_WRITE_MS_PER_USER: '2500', ANSWER_WRITE_WINDOW_SECONDS: '10' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** `path` every 100 ms for `ms`, timed on a thread the server cannot stall (test/health-probe.worker.mjs). */
const timed = (path: string, ms: number, headers: Record<string, string> = {}) =>
  onThread<number[]>('health-probe.worker.mjs', { url: `${base}${path}`, everyMs: 100, ms, giveUpMs: 20_000, headers });

describe(`one user's answer flood and the other users (issue 37 item 22, ${dbKind})`, () => {
  it(
    `keeps /health and another user's read under ${P50_BOUND_MS} ms at the median while one auditor sends 500-answer rich-text batches on ${LOOPS} connections`,
    {
      timeout: 120_000,
    },
    async () => {
      const { surveyId, template } = await launch(t, 'Lofoten North', [AUDITOR, ADMIN], 'Flooded audit');
      const texts = includedEntries(template, flowOrder(template), new Map()).filter((e) => e.question.answerType === 'LONG_TEXT');
      expect(texts.length).toBeGreaterThan(0);
      const batches = async (who: string, loops: number, more: object = {}) =>
        onThread<number[]>('answer-flood.worker.mjs', {
          url: `${base}/api/v1/survey/${surveyId}/answers`,
          token: await t.token(who),
          loops,
          ms: ATTACK_MS,
          questionIds: texts.map((e) => e.question.id),
          answers: ANSWER_BATCH_MAX,
          ...more,
        });
      // A warm server, as in production: one batch of another user first (code loaded and compiled, the rich-text
      // sanitizer up), which spends nothing of the auditor's budget.
      expect(await batches(ADMIN, 1, { batches: 1, ms: 60_000 })).toEqual([200]);
      const flood = batches(AUDITOR, LOOPS);
      const [health, read, statuses] = await Promise.all([
        timed('/health', ATTACK_MS),
        timed(`/api/v1/survey/${surveyId}`, ATTACK_MS, { authorization: `Bearer ${await t.token(ADMIN)}` }),
        flood,
      ]);
      const count = (status: number) => statuses.filter((s) => s === status).length;
      const label =
        `[${dbKind}] during the flood: /health n=${health.length} p50=${percentile(health, 50).toFixed(0)} ms p99=${percentile(health, 99).toFixed(0)} ms; ` +
        `the admin's read of the audit n=${read.length} p50=${percentile(read, 50).toFixed(0)} ms p99=${percentile(read, 99).toFixed(0)} ms; ` +
        `batches 200=${count(200)} 429=${count(429)}`;
      console.info(label);
      expect(percentile(health, 50), label).toBeLessThan(P50_BOUND_MS);
      expect(percentile(read, 50), label).toBeLessThan(P50_BOUND_MS);
      // The flood was real: batches were written while the probes ran, and the budget refused the rest.
      expect(count(200), label).toBeGreaterThan(0);
      expect(count(429), label).toBeGreaterThan(0);
      expect(count(200) + count(429), label).toBe(statuses.length);
    },
  );
});
