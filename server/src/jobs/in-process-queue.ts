import { randomUUID } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import type { JobHandler, JobQueue, SendOptions } from './job-queue.ts';

interface Job {
  id: string;
  queue: string;
  data: object;
  options: SendOptions;
  /** attempts made so far */
  attempts: number;
  singletonKey: string | undefined;
}

export interface InProcessQueueOptions {
  /** Logs a job's failure (each failed attempt). */
  onError?: (err: unknown, job: { queue: string; id: string; attempt: number }) => void;
}

/**
 * The job queue of the embedded SQLite default (one process by definition): timers in this process. Jobs do not
 * outlive the process; the work they do is idempotent and the schedules find it again (docs/decisions.md,
 * "Background jobs").
 */
export function createInProcessQueue(opts: InProcessQueueOptions = {}): JobQueue {
  const handlers = new Map<string, JobHandler<object>>();
  const waiting = new Map<string, Job[]>();
  /** singletonKeys of jobs waiting, retrying or running, per queue */
  const keys = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const keyOf = (job: Job) => (job.singletonKey === undefined ? undefined : `${job.queue}\u0000${job.singletonKey}`);

  function finish(job: Job) {
    const key = keyOf(job);
    if (key) keys.delete(key);
  }

  function run(job: Job) {
    if (stopped) return;
    const handler = handlers.get(job.queue);
    if (!handler) {
      const list = waiting.get(job.queue) ?? [];
      list.push(job);
      waiting.set(job.queue, list);
      return;
    }
    job.attempts += 1;
    const p = handler(job.data, { id: job.id, attempt: job.attempts })
      .then(
        () => finish(job),
        (err: unknown) => {
          opts.onError?.(err, { queue: job.queue, id: job.id, attempt: job.attempts });
          const limit = job.options.retryLimit ?? 0;
          if (job.attempts > limit) return finish(job);
          const base = (job.options.retryDelaySeconds ?? 1) * 1000;
          const delay = job.options.retryBackoff ? base * 2 ** (job.attempts - 1) : base;
          later(delay, () => run(job));
        },
      )
      .finally(() => running.delete(p));
    running.add(p);
  }

  const queue: JobQueue = {
    kind: 'in-process',
    async send(queue, data, options = {}) {
      if (stopped) throw new Error('the job queue is stopped');
      const job: Job = { id: randomUUID(), queue, data, options, attempts: 0, singletonKey: options.singletonKey };
      const key = keyOf(job);
      if (key) {
        if (keys.has(key)) return null;
        keys.add(key);
      }
      later((options.startAfterSeconds ?? 0) * 1000, () => run(job));
      return job.id;
    },
    async work(queue, handler) {
      handlers.set(queue, handler as JobHandler<object>);
      const list = waiting.get(queue) ?? [];
      waiting.delete(queue);
      for (const job of list) run(job);
    },
    async schedule(name, cron, data = {}) {
      const next = () => {
        const at = CronExpressionParser.parse(cron, { tz: 'UTC' }).next().getTime();
        later(Math.max(0, at - Date.now()), () => {
          if (stopped) return;
          void queue.send(name, data, { singletonKey: `schedule:${cron}` });
          next();
        });
      };
      next();
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
  return queue;
}
