import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessQueue } from './in-process-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { waitFor } from './wait-for-test-kit.ts';

// No database: runs in the SQLite project only.
describe('in-process job queue', () => {
  let q: JobQueue;
  afterEach(() => q.stop());

  it('retries a failing job with doubling delays, then ends it', async () => {
    q = createInProcessQueue();
    const times: number[] = [];
    await q.work<{ n: number }>('flaky', async () => {
      times.push(performance.now());
      if (times.length < 3) throw new Error('not yet');
    });
    await q.send('flaky', { n: 1 }, { retryLimit: 3, retryDelaySeconds: 0.05, retryBackoff: true });
    await waitFor(() => times.length === 3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(49);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(99);
  });

  it('gives up after retryLimit retries', async () => {
    q = createInProcessQueue();
    let attempts = 0;
    let last = 0;
    await q.work('broken', async (_data, job) => {
      attempts += 1;
      last = job.attempt;
      throw new Error('always');
    });
    await q.send('broken', {}, { retryLimit: 1, retryDelaySeconds: 0.01 });
    await waitFor(() => attempts === 2);
    // a later job with no limit runs once: the queue is not stuck on the failed one
    await q.send('broken', {});
    await waitFor(() => attempts === 3);
    expect(last).toBe(1);
  });

  it('keeps one job per singletonKey while it waits or runs, and takes the key again after', async () => {
    q = createInProcessQueue();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const ran: string[] = [];
    await q.work<{ v: string }>('single', async (d) => {
      ran.push(d.v);
      await gate;
    });
    expect(await q.send('single', { v: 'a' }, { singletonKey: 'k' })).not.toBeNull();
    await waitFor(() => ran.length === 1);
    expect(await q.send('single', { v: 'b' }, { singletonKey: 'k' })).toBeNull();
    expect(await q.send('single', { v: 'c' }, { singletonKey: 'other' })).not.toBeNull();
    release();
    await waitFor(() => ran.length === 2);
    await waitFor(async () => (await q.send('single', { v: 'd' }, { singletonKey: 'k' })) !== null);
    await waitFor(() => ran.includes('d'));
    expect(ran.filter((v) => v === 'b')).toEqual([]);
  });

  it('sends a job on a cron schedule (seconds field), one at a time', async () => {
    q = createInProcessQueue();
    const runs: number[] = [];
    await q.work('tick', async () => void runs.push(Date.now()));
    await q.schedule('tick', '* * * * * *');
    await waitFor(() => runs.length >= 2, 10_000, 'two scheduled runs');
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(500);
  });

  it('holds jobs sent before a worker is there', async () => {
    q = createInProcessQueue();
    const seen: number[] = [];
    await q.send('early', { n: 7 });
    await q.work<{ n: number }>('early', async (d) => void seen.push(d.n));
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([7]);
  });
});
