import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newPgDatabase } from '../../test/test-app.ts';
import type { JobQueue } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';
import { waitFor } from './wait-for-test-kit.ts';

describe('pg-boss job queue', () => {
  let url: string;
  let drop: () => Promise<void>;
  const queues: JobQueue[] = [];
  const open = () => {
    const q = createPgBossQueue({ connectionString: url, pollingIntervalSeconds: 0.5 });
    queues.push(q);
    return q;
  };
  beforeAll(async () => ({ url, drop } = await newPgDatabase({ seeded: false })));
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });
  afterAll(() => drop());
  /** the queue's jobs by state, e.g. "completed:10" */
  async function states(name: string) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const r = await c.query<{ state: string; n: number }>(
      'SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state ORDER BY state',
      [name],
    );
    await c.end();
    return r.rows.map((x) => `${x.state}:${x.n}`).join(',');
  }

  it('a job sent once is taken by one of two processes, once', async () => {
    const [a, b] = [open(), open()];
    const taken: string[] = [];
    await a.work<{ n: number }>('once', async (d) => void taken.push(`a${d.n}`));
    await b.work<{ n: number }>('once', async (d) => void taken.push(`b${d.n}`));
    for (let n = 0; n < 10; n++) await (n % 2 ? a : b).send('once', { n });
    // every job completed (none left to take), so no second run can come
    await waitFor(async () => (await states('once')) === 'completed:10');
    expect(taken.map((t) => t.slice(1)).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].sort());
  });

  it('keeps one job per singletonKey across processes while it is queued or running', async () => {
    const [a, b] = [open(), open()];
    const first = await a.send('single', { v: 1 }, { singletonKey: 'k', startAfterSeconds: 3600 });
    expect(first).not.toBeNull();
    expect(await b.send('single', { v: 2 }, { singletonKey: 'k' })).toBeNull();
    expect(await b.send('single', { v: 3 }, { singletonKey: 'other', startAfterSeconds: 3600 })).not.toBeNull();
    // unkeyed jobs never collide with each other
    expect(await a.send('single', { v: 4 }, { startAfterSeconds: 3600 })).not.toBeNull();
    expect(await a.send('single', { v: 5 }, { startAfterSeconds: 3600 })).not.toBeNull();
  });

  it('keeps one schedule for all processes', async () => {
    const [a, b] = [open(), open()];
    await a.schedule('nightly', '0 3 * * *');
    await b.schedule('nightly', '0 3 * * *');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const rows = await c.query<{ name: string; cron: string }>("SELECT name, cron FROM pgboss.schedule WHERE name = 'nightly'");
    await c.end();
    expect(rows.rows).toEqual([{ name: 'nightly', cron: '0 3 * * *' }]);
  });

  it('retries a failing job with backoff, then completes it', async () => {
    const q = open();
    const attempts: { attempt: number; at: number }[] = [];
    await q.work('flaky', async (_d, job) => {
      attempts.push({ attempt: job.attempt, at: Date.now() });
      if (attempts.length < 3) throw new Error('not yet');
    });
    await q.send('flaky', {}, { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true });
    await waitFor(() => attempts.length === 3, 45_000);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(900);
    await waitFor(async () => (await states('flaky')) === 'completed:1');
  });

  it('drains a backlog in batches, not one job per poll; a failing job in a batch fails alone', async () => {
    const q = open();
    const done = new Set<number>();
    // 200 jobs at one per 0.5 s poll would take 100 s; batches of 8 fetched again at once take a few seconds.
    for (let n = 0; n < 200; n++) await q.send('backlog', { n });
    await q.send('backlog', { n: -1 });
    const started = Date.now();
    await q.work<{ n: number }>('backlog', async (d) => {
      if (d.n === -1) throw new Error('this one fails');
      done.add(d.n);
    });
    await waitFor(() => done.size === 200, 60_000);
    expect(Date.now() - started).toBeLessThan(40_000);
    await waitFor(async () => (await states('backlog')) === 'completed:200,failed:1');
  });
});
